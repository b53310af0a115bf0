import { StatusErrorPage } from '@/components/error-page/status-error-page';

/** The /401 page. */
export default function Error401Page() {
  return <StatusErrorPage status="forbidden" />;
}
