import { useLoaderData } from 'react-router-dom';
import { StatusErrorPage } from '@/components/error-page/status-error-page';
import type { UnmatchedData } from './route-access';

/** The catch-all's page: the error its loader names, drawn in the layout at the address as typed. */
export function UnmatchedPage() {
  const data = useLoaderData() as UnmatchedData | null;
  return data === null ? null : <StatusErrorPage status={data.status} inLayout />;
}
