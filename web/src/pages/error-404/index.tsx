import { StatusErrorPage } from '@/components/error-page/status-error-page';

/** The /404 page. */
export default function Error404Page() {
  return <StatusErrorPage status="notFound" />;
}
