/** The dashboard feature's public surface: its view, its figures' state, events and saga. */
import { injectSaga } from '../../lib/store';
import { dashboardSaga } from './sagas';

injectSaga('dashboard', dashboardSaga);

export { DashboardView } from './components/dashboard-view';
export * from './slice';
