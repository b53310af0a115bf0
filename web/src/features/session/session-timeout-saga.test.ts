import { expectSaga } from 'redux-saga-test-plan';
import { delay, fork, put } from 'redux-saga/effects';
import { reloadPage } from '@/lib/browser';
import { showToastUntilClosed } from '@/lib/toaster';
import { sagaReducer, signedIn, stateWith } from '@/testing/saga-harness';
import { watchPersistence } from './persistence-saga';
import { LOGIN_TIMEOUT_TOAST_MS, watchSessionTimeout } from './session-timeout-saga';
import { STORAGE_SETTLE_MS } from './shared-token';
import { loggedOut, sessionTimedOut } from './slice';
import { clearStoredSession, storeSession } from './token-storage';

/** Records the toasts and reloads; the toast closes after `toastMs`. */
function browser(toastMs = 10) {
  const seen = { toasts: [] as { message: string; timeout?: number }[], reloads: 0 };
  const provider = {
    call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
      if (effect.fn === showToastUntilClosed) {
        seen.toasts.push(effect.args[0] as { message: string; timeout?: number });
        return new Promise((resolve) => setTimeout(resolve, toastMs));
      }
      if (effect.fn === reloadPage) {
        seen.reloads += 1;
        return undefined;
      }
      if (effect.fn === clearStoredSession) return undefined;
      // The wait for another tab's token, skipped.
      if (effect.args[0] === STORAGE_SETTLE_MS) return undefined;
      return next();
    },
  };
  return { seen, provider };
}

/** The time-out watcher beside the persistence it clears, as the session saga runs them. */
function* timeoutFlow() {
  yield fork(watchPersistence);
  yield* watchSessionTimeout();
}

describe('session timeout saga (code 9999)', () => {
  it('shows the login-timeout text for 2 s, resets the token, removes the stored one, then reloads', async () => {
    const { seen, provider } = browser();
    const { storeState } = await expectSaga(timeoutFlow)
      .withReducer(sagaReducer, signedIn())
      .provide(provider)
      .call(clearStoredSession)
      .dispatch(sessionTimedOut())
      .silentRun(80);
    expect(seen.toasts).toEqual([
      expect.objectContaining({ message: '登录已过期，请重新登录', timeout: LOGIN_TIMEOUT_TOAST_MS }),
    ]);
    expect(LOGIN_TIMEOUT_TOAST_MS).toBe(2000);
    expect(storeState.session.token).toBeNull();
    expect(seen.reloads).toBe(1);
  });

  it('shows one message and reloads once when several requests time out at once', async () => {
    const { seen, provider } = browser(30);
    function* burst() {
      yield fork(watchSessionTimeout);
      for (let i = 0; i < 5; i += 1) yield put(sessionTimedOut());
    }
    await expectSaga(burst).withReducer(sagaReducer, signedIn()).provide(provider).silentRun(120);
    expect(seen.toasts).toHaveLength(1);
    expect(seen.reloads).toBe(1);
  });

  it('never reloads a page that holds no token (no reload loop)', async () => {
    const { seen, provider } = browser();
    await expectSaga(watchSessionTimeout)
      .withReducer(sagaReducer, stateWith({ session: { token: null } }))
      .provide(provider)
      .dispatch(sessionTimedOut())
      .silentRun(50);
    expect(seen.reloads).toBe(0);
    expect(seen.toasts).toEqual([]);
  });

  it('leaves the way to Login to a logout that finishes meanwhile', async () => {
    const { seen, provider } = browser(40);
    function* timeoutThenLogout() {
      yield fork(watchSessionTimeout);
      yield put(sessionTimedOut());
      yield delay(10);
      yield put(loggedOut());
    }
    await expectSaga(timeoutThenLogout).withReducer(sagaReducer, signedIn()).provide(provider).silentRun(100);
    expect(seen.toasts).toHaveLength(1);
    expect(seen.reloads).toBe(0);
  });

  it("adopts the token another tab stored instead of timing out: its refresh replaced this tab's token", async () => {
    const { seen, provider } = browser();
    storeSession({ token: 'Bearer theirs', expiresAt: 1_900_000_000 });
    const { storeState } = await expectSaga(timeoutFlow)
      .withReducer(sagaReducer, signedIn())
      .provide(provider)
      .dispatch(sessionTimedOut())
      .not.call(clearStoredSession)
      .silentRun(80);
    expect(storeState.session).toMatchObject({ token: 'Bearer theirs', expiresAt: 1_900_000_000, status: 'ready' });
    expect(seen.toasts).toEqual([]);
    expect(seen.reloads).toBe(0);
  });
});
