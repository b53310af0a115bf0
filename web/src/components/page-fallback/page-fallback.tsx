import { Spinner } from '@blueprintjs/core';
import { messages } from '../../i18n';

/** What shows while a page's chunk is on its way. */
export function PageFallback() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
      <Spinner size={40} aria-label={messages.shell.layout.loading} />
    </div>
  );
}
