import type { SagaIterator } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { watchLogout } from './logout-saga';
import { watchPersistence } from './persistence-saga';
import { watchRefresh } from './refresh-saga';
import { watchSessionLoad } from './session-saga';
import type { SessionStep } from './session-steps';
import { watchSessionTimeout } from './session-timeout-saga';
import { watchOtherTabs } from './tab-sync-saga';

/**
 * The session's flows: persistence, load (running `steps` in order), refresh, time-out, logout,
 * and the other tabs' changes.
 */
export function* sessionSaga(steps: readonly SessionStep[]): SagaIterator {
  yield all([
    fork(watchPersistence),
    fork(watchSessionLoad, steps),
    fork(watchRefresh),
    fork(watchSessionTimeout),
    fork(watchLogout),
    fork(watchOtherTabs),
  ]);
}
