import type { SagaIterator } from 'redux-saga';
import { call, select, takeEvery } from 'redux-saga/effects';
import {
  loggedOut,
  selectExpiresAt,
  selectIssued,
  selectToken,
  sessionLoadFailed,
  sessionStarted,
  tokenRefreshed,
  tokenReset,
} from './slice';
import { clearStoredSession, storeSession } from './token-storage';
import type { IssueClock } from './types';

function* saveSession(): SagaIterator {
  const token: string | null = yield select(selectToken);
  const expiresAt: number | null = yield select(selectExpiresAt);
  const issued: IssueClock | undefined = yield select(selectIssued);
  if (token) yield call(storeSession, { token, expiresAt, ...(issued && { issued }) });
}

function* dropSession(): SagaIterator {
  yield call(clearStoredSession);
}

/** Keeps the stored token in step with the state: one place writes it, one removes it. */
export function* watchPersistence(): SagaIterator {
  yield takeEvery([sessionStarted.type, tokenRefreshed.type], saveSession);
  yield takeEvery([tokenReset.type, loggedOut.type, sessionLoadFailed.type], dropSession);
}
