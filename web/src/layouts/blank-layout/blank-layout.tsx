import { Outlet } from 'react-router-dom';
import './blank-layout.css';

/** `/layouts/BlankLayout`: a full-page frame without sidebar or header (login and error pages). */
export function BlankLayout() {
  return (
    <div className="app-blank-layout">
      <Outlet />
    </div>
  );
}
