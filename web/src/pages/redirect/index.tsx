import { Navigate, useLocation, useParams } from 'react-router-dom';
import { safeRedirectPath } from '@/lib/safe-url';

/**
 * `/redirect/<path>` replaces itself with `/<path>` (query and hash kept): navigating through it
 * re-renders a page that is already open. Only same-origin paths are followed.
 */
export default function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={safeRedirectPath(`/${rest}${search}${hash}`)} replace />;
}
