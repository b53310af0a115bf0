import { Intent } from '@blueprintjs/core';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import type { ApiResult } from '../../api/api-result';
import { messages } from '../../i18n';
import { navigateTo } from '../../lib/navigation';
import { clearToasts, showToastUntilClosed } from '../../lib/toaster';
import { logout } from './api';
import { logFailure } from '../../lib/log-failure';
import { loggedOut, logoutRequested } from './slice';

/** How long '退出登录成功' shows before the app goes to Login. */
const LOGOUT_TOAST_MS = 1500;

/**
 * Revokes the token on the server, then clears the local session whatever the server said (a
 * failing call must not keep the user signed in), and goes to Login once the message closes. The
 * old session's messages close first: only the logout's own follows the user to Login.
 */
export function* logoutWorker(): SagaIterator {
  const result: ApiResult<typeof logout> = yield call(logout);
  if (result.error) logFailure('logout', result.error);
  yield put(loggedOut());
  yield call(clearToasts);
  yield call(showToastUntilClosed, { message: messages.session.loggedOut, intent: Intent.SUCCESS, timeout: LOGOUT_TOAST_MS });
  yield call(navigateTo, '/login');
}

/** Handles logout, one at a time. */
export function* watchLogout(): SagaIterator {
  yield takeLeading(logoutRequested.type, logoutWorker);
}
