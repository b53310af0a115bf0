import type { SagaIterator } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { watchCaptcha } from './captcha-saga';
import { watchLogin } from './login-saga';
import { watchLogout } from './logout-saga';
import { watchPersistence } from './persistence-saga';
import { watchProfile } from './profile-saga';
import { watchRefresh } from './refresh-saga';
import { watchSessionLoad } from './session-saga';
import { watchSessionTimeout } from './session-timeout-saga';

/** Every auth flow of spec section 4. */
export function* authSaga(): SagaIterator {
  yield all([
    fork(watchPersistence),
    fork(watchLogin),
    fork(watchCaptcha),
    fork(watchSessionLoad),
    fork(watchRefresh),
    fork(watchSessionTimeout),
    fork(watchLogout),
    fork(watchProfile),
  ]);
}
