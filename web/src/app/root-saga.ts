import type { SagaIterator } from 'redux-saga';
import { all, spawn } from 'redux-saga/effects';
import { authSaga } from '../features/auth';
import { layoutSaga } from '../features/layout';

/** Spawns each feature's saga, so one failing saga does not take the others down. */
export function* rootSaga(): SagaIterator {
  yield all([spawn(authSaga), spawn(layoutSaga)]);
}
