import type { SagaIterator } from 'redux-saga';
import { all, spawn } from 'redux-saga/effects';
import { authSaga } from '../features/auth';
import { dashboardSaga } from '../features/dashboard';
import { demoListSaga } from '../features/demo-list';
import { layoutSaga } from '../features/layout';
import { keepAlive } from '../lib/store/keep-alive';

/** Spawns each feature's saga, detached and restarted on failure, so one cannot take the others down. */
export function* rootSaga(): SagaIterator {
  yield all([authSaga, layoutSaga, dashboardSaga, demoListSaga].map((saga) => spawn(keepAlive, saga)));
}
