import { Navigate, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import FallbackPage from '@/pages/fallback';

/**
 * What a route shows when it throws: a 404 from the router goes to /404; anything else (a layout
 * chunk that failed to load, a crash) shows the fallback page with the error.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <Navigate to="/404" replace />;
  console.error('Route failed', error);
  return <FallbackPage error={error} />;
}
