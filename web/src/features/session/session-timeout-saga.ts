import { Intent } from '@blueprintjs/core';
import type { SagaIterator } from 'redux-saga';
import { call, put, race, select, take, takeLeading } from 'redux-saga/effects';
import { messages } from '@/i18n';
import { reloadPage } from '@/lib/browser';
import { showToastUntilClosed } from '@/lib/toaster';
import { adoptStoredSoon } from './shared-token';
import { loggedOut, selectToken, sessionTimedOut, tokenReset } from './slice';

/** The login-timeout message shows for 2 s (docs/product-rules.md, Sessions). */
export const LOGIN_TIMEOUT_TOAST_MS = 2000;

/**
 * Code 9999: 'Login Timeout' for 2 s, the token reset, then a reload. Without a token there is
 * nothing to time out, so a page loaded without one never reloads (no reload loop); a logout
 * finishing meanwhile goes to Login itself, so the reload is dropped. A token that another tab
 * replaced meanwhile (its refresh won) is no time-out: the stored one is adopted instead, since
 * resetting would sign every tab out of a working session.
 */
export function* sessionTimeoutWorker(): SagaIterator {
  const token: string | null = yield select(selectToken);
  if (!token) return;
  if (yield call(adoptStoredSoon, token)) return;
  yield put(tokenReset());
  const outcome: { closed?: true; loggedOut?: unknown } = yield race({
    closed: call(showToastUntilClosed, {
      message: messages.session.loginTimeout,
      intent: Intent.PRIMARY,
      timeout: LOGIN_TIMEOUT_TOAST_MS,
    }),
    loggedOut: take(loggedOut.type),
  });
  if (outcome.loggedOut) return;
  yield call(reloadPage);
}

/** Runs one session-timeout flow however many requests hit code 9999. */
export function* watchSessionTimeout(): SagaIterator {
  yield takeLeading(sessionTimedOut.type, sessionTimeoutWorker);
}
