import { DashboardView, dashboardFeature } from '@/features/dashboard';
import type { Feature } from '@/lib/store';

/** The dashboard's figures and the saga loading them. */
export const features: readonly Feature[] = [dashboardFeature];

/** The dashboard page (`/dashboard`): the dashboard feature's view. */
export default function DashboardPage() {
  return <DashboardView />;
}
