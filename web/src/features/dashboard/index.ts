/** The dashboard feature's public surface: its figures' state, events and saga. */
export { dashboardSaga } from './sagas';
export * from './selectors';
export * from './slice';
