import type { SagaIterator } from 'redux-saga';
import { all, spawn } from 'redux-saga/effects';
import { systemMenusSaga } from '../features/system-menus';
import { systemResourcesSaga } from '../features/system-resources';
import { systemRolesSaga } from '../features/system-roles';
import { systemUsersSaga } from '../features/system-users';
import { keepAlive } from '../lib/store/keep-alive';

/** Spawns each feature's saga, detached and restarted on failure, so one cannot take the others down. */
export function* rootSaga(): SagaIterator {
  yield all([systemUsersSaga, systemRolesSaga, systemResourcesSaga, systemMenusSaga].map((saga) => spawn(keepAlive, saga)));
}
