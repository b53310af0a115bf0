/** The dashboard feature's public surface: its view, its figures' state, events and saga. */
import type { Feature } from '@/lib/store';
import { dashboardSaga } from './sagas';
import { dashboardSlice } from './slice';

/** The dashboard's figures as the store holds them, and the saga loading them: registered by its page. */
export const dashboardFeature: Feature = { key: 'dashboard', state: [dashboardSlice], saga: dashboardSaga };

export { DashboardView } from './components/dashboard-view';
export * from './slice';
