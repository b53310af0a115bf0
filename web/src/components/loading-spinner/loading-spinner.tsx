import { Spinner, type SpinnerProps } from '@blueprintjs/core';
import { messages } from '@/i18n';

/**
 * Blueprint's `Spinner` named from the catalogue (加载中, Loading): Blueprint names it "loading" in
 * English whatever the language. A caller may still pass its own `aria-label`.
 */
export function LoadingSpinner(props: SpinnerProps) {
  return <Spinner aria-label={messages.shell.layout.loading} {...props} />;
}
