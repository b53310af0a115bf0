import { ErrorPage } from '@/components/error-page/error-page';
import { messages } from '@/i18n';

/** The /500 page. */
export default function Error500Page() {
  const { code, message } = messages.errorPages.serverError;
  return <ErrorPage code={code} message={message} />;
}
