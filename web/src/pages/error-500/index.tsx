import { StatusErrorPage } from '@/components/error-page/status-error-page';

/** The /500 page. */
export default function Error500Page() {
  return <StatusErrorPage status="serverError" />;
}
