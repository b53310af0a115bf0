import { useNavigation } from 'react-router-dom';
import { messages } from '@/i18n';
import './top-loading-bar.css';

/** A thin bar across the top of the window while the router loads the next page. */
export function TopLoadingBar() {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return (
    <div
      className="app-top-loading-bar"
      role="progressbar"
      aria-label={messages.shell.layout.loading}
      aria-busy="true"
    />
  );
}
