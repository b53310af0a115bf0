import type { PayloadAction } from '@reduxjs/toolkit';
import { type EventChannel, type SagaIterator, buffers, eventChannel } from 'redux-saga';
import { all, call, fork, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { describeApiError } from '@/api/api-error';
import type { ApiResult } from '@/api/api-result';
import { preferenceChanged, selectLockAfterMinutes } from '@/features/preferences';
import { loggedOut, selectToken, tokenAdopted, tokenRefreshed, tokenReset } from '@/features/session';
import { md5Hex } from '@/lib/md5-hex';
import { unlockScreen } from './api';
import { LOCK_STORAGE_KEY, clearLock, lockedFor, shareActivity, sharedActivity, storeLock } from './lock-storage';
import { screenLocked, screenUnlocked, selectLocked, unlockFailed, unlockRequested } from './slice';

/** What counts as the user being there: a key, a click, a touch, a pointer or wheel move. */
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'touchstart'] as const;

/** How often, at most, activity is reported: the idle time is counted in minutes. */
const ACTIVITY_EVERY_MS = 1000;

/** Resolves after `ms`: the wait for the idle time to run out (its own function, so tests can stand in for the clock). */
export const idleWait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The user's activity in this tab, reported at most once per {@link ACTIVITY_EVERY_MS}. Outside a
 * browser (the router's tests run in Node) there is none, and no other tab either.
 */
function activityChannel(): EventChannel<number> {
  return eventChannel((emit) => {
    if (typeof window === 'undefined') return () => undefined;
    let last = 0;
    const seen = () => {
      const now = Date.now();
      if (now - last < ACTIVITY_EVERY_MS) return;
      last = now;
      emit(now);
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, seen, { capture: true, passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, seen, { capture: true });
    };
  }, buffers.sliding(1));
}

/** The lock as another tab changed it: whether it now locks this tab's session. */
function otherTabsChannel(): EventChannel<'locked' | 'unlocked'> {
  return eventChannel((emit) => {
    if (typeof window === 'undefined') return () => undefined;
    const changed = (event: StorageEvent) => {
      if (event.key === LOCK_STORAGE_KEY || event.key === null) emit(event.newValue === null ? 'unlocked' : 'locked');
    };
    window.addEventListener('storage', changed);
    return () => window.removeEventListener('storage', changed);
  });
}

/** Shares this tab's activity with the others; while locked, nothing the user does counts. */
function* shareActivityOf(channel: EventChannel<number>): SagaIterator {
  for (;;) {
    const at: number = yield take(channel);
    if (!(yield select(selectLocked))) yield call(shareActivity, at);
  }
}

/**
 * Locks the screen once no tab has seen the user for the idle time the preferences choose (none:
 * never). Counted from the last activity in any tab, so a tab left in the background does not lock
 * the one in use; a changed choice counts anew.
 */
function* lockWhenIdle(): SagaIterator {
  for (;;) {
    const minutes: number | undefined = yield select(selectLockAfterMinutes);
    // Anything but a positive number of minutes is off (a state preloaded from before the setting).
    if (!(typeof minutes === 'number' && minutes > 0) || (yield select(selectLocked))) {
      yield take([preferenceChanged.type, screenUnlocked.type]);
      continue;
    }
    const left = sharedActivity() + minutes * 60_000 - Date.now();
    if (left <= 0) yield put(screenLocked());
    else yield race({ idle: call(idleWait, left), changed: take([preferenceChanged.type, screenLocked.type]) });
  }
}

/** Follows the lock of the other tabs of this browser: they share the session. */
function* followOtherTabs(channel: EventChannel<'locked' | 'unlocked'>): SagaIterator {
  for (;;) {
    const change: 'locked' | 'unlocked' = yield take(channel);
    const locked: boolean = yield select(selectLocked);
    if (change === 'unlocked' && locked) yield put(screenUnlocked());
    if (change === 'locked' && !locked && lockedFor(yield select(selectToken))) yield put(screenLocked());
  }
}

/** Keeps the lock for a reload and the other tabs. */
function* storeTheLock(): SagaIterator {
  const token: string | null = yield select(selectToken);
  if (token !== null) yield call(storeLock, token);
}

/** A refreshed or adopted token carries the same session: the lock moves to it. */
function* moveTheLock({ payload }: PayloadAction<{ token: string }>): SagaIterator {
  if (yield select(selectLocked)) yield call(storeLock, payload.token);
}

/** Checks the password with the server; a fifth wrong one ends the session (the API client's time-out flow). */
export function* unlockWorker({ payload: password }: PayloadAction<string>): SagaIterator {
  const result: ApiResult<typeof unlockScreen> = yield call(unlockScreen, md5Hex(password));
  if (result.error) {
    yield put(unlockFailed(describeApiError(result.error)));
    return;
  }
  yield call(clearLock);
  yield call(shareActivity, Date.now());
  yield put(screenUnlocked());
}

/** Signing out ends the lock: the next sign-in starts unlocked. */
function* endTheLock(): SagaIterator {
  yield call(clearLock);
  if (yield select(selectLocked)) yield put(screenUnlocked());
}

/** The lock screen's effects, from the main layout's start: a reload while locked stays locked. */
export function* lockScreenSaga(): SagaIterator {
  if (lockedFor(yield select(selectToken))) yield put(screenLocked());
  // Loading the app counts as activity: an idle time does not run out the moment it opens.
  else yield call(shareActivity, Date.now());
  yield all([
    fork(shareActivityOf, yield call(activityChannel)),
    fork(followOtherTabs, yield call(otherTabsChannel)),
    fork(lockWhenIdle),
    takeEvery(screenLocked.type, storeTheLock),
    takeEvery([tokenRefreshed.type, tokenAdopted.type], moveTheLock),
    takeLatest(unlockRequested.type, unlockWorker),
    takeEvery([loggedOut.type, tokenReset.type], endTheLock),
  ]);
}
