/**
 * The demo lists' reducer and saga for the store. The pages import their components from
 * `./query-list` and `./standard-list` directly, so the lists stay in the lazily loaded page chunks.
 */
export { demoListReducer } from './slice';
export { demoListSaga } from './sagas';
