import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator, Task } from 'redux-saga';
import { all, call, cancel, delay, fork, put, select, take, takeLeading } from 'redux-saga/effects';
import { SESSION_TIMEOUT_CODE, describeApiError } from '@/api/api-error';
import type { ApiResult } from '@/api/api-result';
import { refreshToken } from './api';
import { logFailure } from '@/lib/log-failure';
import {
  loggedOut,
  selectExpiresAt,
  selectIssued,
  selectToken,
  sessionStarted,
  sessionLoadFailed,
  tokenAdopted,
  tokenRefreshFailed,
  tokenRefreshRequested,
  tokenRefreshed,
  tokenReset,
} from './slice';
import { REFRESH_LOCK_NAME, holdLock, lockHeldElsewhere } from './refresh-lock';
import { adoptStoredSoon, adoptStoredIfMoved } from './shared-token';
import { issueClock, refreshDueAtMs, serverClockOffsetMs } from './token-lifetime';
import type { IssueClock } from './types';

/** After a failed refresh, the next try comes this much later (while the token still lives). */
export const REFRESH_RETRY_MS = 15_000;

/** `setTimeout` wraps longer delays around to 0; longer waits are taken in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Why a refresh's answer was dropped (for the log: the user sees the login page, not this). */
export const SESSION_ENDED_DURING_REFRESH = 'the session ended or changed while its token was being refreshed';

/**
 * The one refresh call; `takeLeading` makes concurrent requests share it, and the lock makes the
 * browser's tabs take turns. Under the lock the stored token is read again: when another tab has
 * already replaced it, this tab adopts that token rather than ask the server, which refuses a
 * replaced token; a refusal (9999) that a newer stored token explains is adopted the same way.
 * An answer that arrives after the token it replaces is gone (a logout, a failed session load) is
 * dropped: storing it would sign a user back in whom the app has just sent to Login, and start
 * the loop again.
 */
export function* refreshWorker(): SagaIterator {
  const replaced: string | null = yield select(selectToken);
  if (replaced === null) {
    yield put(tokenRefreshFailed(SESSION_ENDED_DURING_REFRESH));
    return;
  }
  // A refresh under way in another tab (its own are kept apart by takeLeading) will store a new
  // token, which may reach this tab's storage a moment after the lock: wait for it, not the server.
  const contended: boolean = yield call(lockHeldElsewhere, REFRESH_LOCK_NAME);
  const release: () => void = yield call(holdLock, REFRESH_LOCK_NAME);
  try {
    if (yield call(contended ? adoptStoredSoon : adoptStoredIfMoved, replaced)) return;
    yield call(refreshUnderLock, replaced);
  } finally {
    release();
  }
}

/** Whether `replaced` is still this tab's token; when the session ended meanwhile, the refresh fails. */
function* stillCurrent(replaced: string): SagaIterator<boolean> {
  const current: string | null = yield select(selectToken);
  // Another token adopted meanwhile (another tab's) keeps its own schedule: no outcome to report.
  if (current === null) yield put(tokenRefreshFailed(SESSION_ENDED_DURING_REFRESH));
  return current === replaced;
}

/** Trades `replaced` for a new token; the caller holds the refresh lock (which a logout may have outlasted). */
function* refreshUnderLock(replaced: string): SagaIterator {
  if (!(yield call(stillCurrent, replaced))) return;
  const result: ApiResult<typeof refreshToken> = yield call(refreshToken);
  // A new token is kept even when another tab's was adopted during the call: the server refreshes
  // a token once, so this answer is the session's newest token and the adopted one its replaced.
  if (result.error ? !(yield call(stillCurrent, replaced)) : (yield select(selectToken)) === null) {
    if (!result.error) yield put(tokenRefreshFailed(SESSION_ENDED_DURING_REFRESH));
    return;
  }
  if (result.error) {
    if (result.error.error.code === SESSION_TIMEOUT_CODE && (yield call(adoptStoredSoon, replaced))) return;
    logFailure('token refresh', result.error);
    yield put(tokenRefreshFailed(describeApiError(result.error)));
    return;
  }
  const receivedAt: number = yield call(Date.now);
  const { tokenType, accessToken, expiresAt } = result.data;
  const token = `${tokenType} ${accessToken}`;
  // Stored before the lock is released (the put runs the persistence at once): the next tab reads it.
  yield put(tokenRefreshed({ token, expiresAt, issued: issueClock(result.response, token, receivedAt) }));
}

/**
 * Asks for a refresh and waits for its outcome. Callers arriving while a refresh runs wait for
 * that one instead of starting another. Answers `tokenRefreshed`, `tokenAdopted` (another tab's
 * token) or `tokenRefreshFailed`.
 */
export function* refreshTokenOnce(): SagaIterator<Action> {
  // The take is registered before the put, so even an instant outcome is not missed.
  const [outcome]: [Action] = yield all([
    take([tokenRefreshed.type, tokenAdopted.type, tokenRefreshFailed.type]),
    put(tokenRefreshRequested()),
  ]);
  return outcome;
}

/**
 * Waits until a third of the token's lifetime is left (at most 60 s) on the server's clock,
 * placed on this device's through the clocks at issue (`refreshDueAtMs`), then refreshes it; at
 * once when that moment has passed (an app opened late in the token's life).
 */
export function* refreshWhenDue(): SagaIterator {
  const token: string | null = yield select(selectToken);
  const expiresAt: number | null = yield select(selectExpiresAt);
  const issued: IssueClock | undefined = yield select(selectIssued);
  if (!token || expiresAt === null) return;
  const start: number = yield call(Date.now);
  // Tabs sharing the token share its due moment: each refreshes up to a tenth of the wait (30 s at
  // most) early at random, so one tab refreshes first and the others adopt its token by storage.
  const spread: number = yield call(Math.random);
  const due = refreshDueAtMs(token, expiresAt, issued);
  const dueAt = due - spread * Math.min(Math.max(due - start, 0) / 10, 30_000);
  for (;;) {
    const now: number = yield call(Date.now);
    const wait = dueAt - now;
    if (wait <= 0) break;
    yield delay(Math.min(wait, MAX_TIMER_MS));
  }
  yield call(refreshTokenOnce);
}

/** Tries a failed refresh again after `REFRESH_RETRY_MS`, unless the token has expired by then. */
export function* retryRefresh(): SagaIterator {
  yield delay(REFRESH_RETRY_MS);
  const token: string | null = yield select(selectToken);
  const expiresAt: number | null = yield select(selectExpiresAt);
  const issued: IssueClock | undefined = yield select(selectIssued);
  const now: number = yield call(Date.now);
  if (token && expiresAt !== null && now + serverClockOffsetMs(issued) < expiresAt * 1000) yield call(refreshTokenOnce);
}

/**
 * Every new token (or none, or one another tab stored) replaces the pending schedule, a failed
 * refresh is tried again later, and a reloaded page schedules at start.
 */
export function* refreshScheduler(): SagaIterator {
  let scheduled: Task = yield fork(refreshWhenDue);
  for (;;) {
    const action: Action = yield take([
      sessionStarted.type,
      tokenRefreshed.type,
      tokenAdopted.type,
      tokenRefreshFailed.type,
      tokenReset.type,
      loggedOut.type,
      sessionLoadFailed.type,
    ]);
    yield cancel(scheduled);
    scheduled = yield fork(tokenRefreshFailed.match(action) ? retryRefresh : refreshWhenDue);
  }
}

/** Runs refreshes one at a time and keeps the refresh scheduled. */
export function* watchRefresh(): SagaIterator {
  yield takeLeading(tokenRefreshRequested.type, refreshWorker);
  yield fork(refreshScheduler);
}
