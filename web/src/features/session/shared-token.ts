/**
 * The token every tab of the browser shares through storage: a tab adopts the one another tab
 * stored rather than refresh (or give up) a token that was already replaced.
 */
import type { SagaIterator } from 'redux-saga';
import { call, delay, put } from 'redux-saga/effects';
import { tokenAdopted } from './slice';
import { readStoredSession } from './token-storage';
import type { StoredSession } from './types';

/**
 * Adopts the stored session when its token is no longer `replaced` (another tab refreshed it or
 * signed in); answers whether it did. No stored session (storage unusable, or another tab signing
 * out) adopts nothing: the storage event of a sign-out is handled on its own.
 */
export function* adoptStoredIfMoved(replaced: string | null): SagaIterator<boolean> {
  const stored: StoredSession | null = yield call(readStoredSession);
  if (!stored || stored.token === replaced) return false;
  yield put(tokenAdopted(stored));
  return true;
}

/**
 * How long a tab waits for another tab's new token to reach its storage (after the server refused
 * its token, or after another tab's refresh held the lock): a write reaches the other tabs a
 * moment later, possibly after the lock was handed on.
 */
export const STORAGE_SETTLE_MS = 1000;

/**
 * Adopts the stored session when another tab replaced `replaced`, now or within
 * {@link STORAGE_SETTLE_MS}; answers whether it did. For a tab that knows another tab just
 * refreshed (the server refused its token with 9999, or it waited on the other tab's refresh lock).
 */
export function* adoptStoredSoon(replaced: string): SagaIterator<boolean> {
  if (yield call(adoptStoredIfMoved, replaced)) return true;
  yield delay(STORAGE_SETTLE_MS);
  return (yield call(adoptStoredIfMoved, replaced)) as boolean;
}
