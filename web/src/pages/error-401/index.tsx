import { ErrorPage } from '@/components/error-page/error-page';
import { messages } from '@/i18n';

/** The /401 page. */
export default function Error401Page() {
  const { code, message } = messages.errorPages.forbidden;
  return <ErrorPage code={code} message={message} />;
}
