import { DashboardView } from '../../features/dashboard';

/** The dashboard page (`/dashboard`): the dashboard feature's view. */
export default function DashboardPage() {
  return <DashboardView />;
}
