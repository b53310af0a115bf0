import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { initialPreferencesState, preferencesSlice } from '@/features/preferences';
import { initialSessionState, loggedOut, sessionSlice } from '@/features/session';
import { unlockScreen } from './api';
import { ACTIVITY_STORAGE_KEY, LOCK_STORAGE_KEY, lockedFor, shareActivity, storeLock } from './lock-storage';
import { idleWait, lockScreenSaga } from './sagas';
import {
  initialLockScreenState,
  lockScreenSlice,
  screenLocked,
  screenUnlocked,
  unlockFailed,
  unlockRequested,
} from './slice';

const TOKEN = 'Bearer session-a';
const reducer = combineReducers({
  session: sessionSlice.reducer,
  preferences: preferencesSlice.reducer,
  lockScreen: lockScreenSlice.reducer,
});
const state = (lockAfterMinutes: 0 | 1 = 0) => ({
  session: { ...initialSessionState, token: TOKEN, status: 'ready' as const },
  preferences: { ...initialPreferencesState, lockAfterMinutes },
  lockScreen: initialLockScreenState,
});

beforeEach(() => {
  // Only the date is faked: the saga's waits are stood in for below, and move it on.
  jest.useFakeTimers({
    now: Date.UTC(2026, 10, 29, 9),
    doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'nextTick', 'queueMicrotask'],
  });
});
afterEach(() => {
  jest.useRealTimers();
  window.localStorage.clear();
});

/** A wait for the idle time that ends at once, the clock moved on by it (and `meanwhile` run first). */
const waitsPassing = (meanwhile: (ms: number) => void = () => undefined) => {
  const waited: number[] = [];
  const provider = dynamic(({ args: [ms] }: { args: [number] }) => {
    waited.push(ms);
    meanwhile(ms);
    jest.setSystemTime(Date.now() + ms);
  });
  const provide: [matchers.Matcher, typeof provider] = [matchers.call.fn(idleWait), provider];
  return { waited, provide };
};

describe('the lock screen saga', () => {
  it('starts locked after a reload while this session was locked, and not for another session', async () => {
    storeLock(TOKEN);
    await expectSaga(lockScreenSaga).withReducer(reducer, state()).put(screenLocked()).silentRun(20);
    storeLock('Bearer session-b');
    await expectSaga(lockScreenSaga).withReducer(reducer, state()).not.put(screenLocked()).silentRun(20);
  });

  it('locks once no tab has seen the user for the idle time, and keeps the lock for a reload', async () => {
    const { waited, provide } = waitsPassing();
    await expectSaga(lockScreenSaga)
      .withReducer(reducer, state(1))
      .provide([provide])
      .put(screenLocked())
      .silentRun(20);
    expect(waited).toEqual([60_000]);
    expect(lockedFor(TOKEN)).toBe(true);
  });

  it('waits on while another tab saw the user, and never locks when the idle time is off', async () => {
    // Another tab reports the user 10 s before the first wait would end.
    const { waited, provide } = waitsPassing((ms) => {
      if (waited.length === 1) shareActivity(Date.now() + ms - 10_000);
    });
    await expectSaga(lockScreenSaga)
      .withReducer(reducer, state(1))
      .provide([provide])
      .put(screenLocked())
      .silentRun(20);
    expect(waited).toEqual([60_000, 50_000]);

    window.localStorage.clear();
    const never = waitsPassing();
    await expectSaga(lockScreenSaga)
      .withReducer(reducer, state(0))
      .provide([never.provide])
      .not.put(screenLocked())
      .silentRun(20);
    expect(never.waited).toEqual([]);
  });

  it('unlocks with the password the server takes, for every tab, and says why it did not', async () => {
    storeLock(TOKEN);
    const wrong = { error: { error: { code: 400, message: 'the password is wrong', reason: 'password_wrong' } } };
    await expectSaga(lockScreenSaga)
      .withReducer(reducer, state())
      .provide([[matchers.call.fn(unlockScreen), wrong]])
      .dispatch(unlockRequested('guess'))
      .put(unlockFailed('密码错误'))
      .silentRun(20);
    expect(lockedFor(TOKEN)).toBe(true);

    await expectSaga(lockScreenSaga)
      .withReducer(reducer, state())
      .provide([[matchers.call.fn(unlockScreen), { data: { status: 'OK' } }]])
      .dispatch(unlockRequested('abc-123'))
      .put(screenUnlocked())
      .silentRun(20);
    expect(window.localStorage.getItem(LOCK_STORAGE_KEY)).toBeNull();
    expect(Number(window.localStorage.getItem(ACTIVITY_STORAGE_KEY))).toBe(Date.now());
  });

  it('follows another tab of this browser: locked there for this session, unlocked there', async () => {
    const otherTab = (newValue: string | null) =>
      window.dispatchEvent(new StorageEvent('storage', { key: LOCK_STORAGE_KEY, newValue }));
    const run = expectSaga(lockScreenSaga)
      .withReducer(reducer, state())
      .put(screenLocked())
      .put(screenUnlocked())
      .silentRun(50);
    // The other tab locks (its storage write), then unlocks.
    storeLock(TOKEN);
    otherTab(JSON.stringify({ token: TOKEN }));
    window.localStorage.removeItem(LOCK_STORAGE_KEY);
    otherTab(null);
    await run;
  });

  it('forgets the lock when the user signs out, so the next sign-in starts unlocked', async () => {
    storeLock(TOKEN);
    await expectSaga(lockScreenSaga)
      .withReducer(reducer, state())
      .dispatch(loggedOut())
      .put(screenUnlocked())
      .silentRun(20);
    expect(window.localStorage.getItem(LOCK_STORAGE_KEY)).toBeNull();
  });
});
