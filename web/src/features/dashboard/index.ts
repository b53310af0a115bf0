/** The dashboard feature's public surface: its figures' state, events and saga. */
import { injectSaga } from '../../lib/store';
import { dashboardSaga } from './sagas';

injectSaga('dashboard', dashboardSaga);

export * from './slice';
