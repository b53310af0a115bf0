import { Intent } from '@blueprintjs/core';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import { SESSION_TIMEOUT_CODE } from '@/api/api-error';
import type { ApiResult } from '@/api/api-result';
import { messages } from '@/i18n';
import { navigateTo } from '@/lib/navigation';
import { clearToasts, showNotice, showToastUntilClosed } from '@/lib/toaster';
import { logout } from './api';
import { logFailure } from '@/lib/log-failure';
import { loggedOut, logoutRequested } from './slice';

/** How long '退出登录成功' shows before the app goes to Login. */
const LOGOUT_TOAST_MS = 1500;

/**
 * Whether the server's answer ends the session for the user: a success, or 9999 (the token was
 * already invalid, expired or revoked, so there is no session left to end).
 */
const sessionEnded = (result: ApiResult<typeof logout>): boolean =>
  !result.error || result.error.error.code === SESSION_TIMEOUT_CODE;

/**
 * Revokes the token on the server, then clears the local session whatever the server said (a
 * user who asked to leave is signed out on this device). The old session's messages close first.
 * A confirmed logout says so and goes to Login once the message closes; an unconfirmed one (no
 * answer, a server error) goes to Login at once with a warning that the session ends by itself
 * when its token expires, since the token may still be accepted until then.
 */
export function* logoutWorker(): SagaIterator {
  const result: ApiResult<typeof logout> = yield call(logout);
  const confirmed = sessionEnded(result);
  if (!confirmed) logFailure('logout', result.error);
  yield put(loggedOut());
  yield call(clearToasts);
  if (confirmed) {
    yield call(showToastUntilClosed, {
      message: messages.session.loggedOut,
      intent: Intent.SUCCESS,
      timeout: LOGOUT_TOAST_MS,
    });
  } else {
    yield call(showNotice, { message: messages.session.logoutUnconfirmed, level: 'warning' });
  }
  yield call(navigateTo, '/login');
}

/** Handles logout, one at a time. */
export function* watchLogout(): SagaIterator {
  yield takeLeading(logoutRequested.type, logoutWorker);
}
