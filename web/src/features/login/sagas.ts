import type { SagaIterator } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { watchCaptcha } from './captcha-saga';
import { watchLogin } from './login-saga';

/** The login form's flows: the captcha and the submit. */
export function* loginSaga(): SagaIterator {
  yield all([fork(watchCaptcha), fork(watchLogin)]);
}
