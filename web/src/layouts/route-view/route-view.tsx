import { Outlet } from 'react-router-dom';

/** `/layouts/RouteView`: a menu parent that only renders its child route. */
export function RouteView() {
  return <Outlet />;
}
