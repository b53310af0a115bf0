import { ErrorPage } from '@/components/error-page/error-page';
import { messages } from '@/i18n';

/** The /404 page. */
export default function Error404Page() {
  const { code, message } = messages.errorPages.notFound;
  return <ErrorPage code={code} message={message} />;
}
