import { expectSaga } from 'redux-saga-test-plan';
import { all, call, fork, put } from 'redux-saga/effects';
import { loginToken } from '@/testing/fixtures';
import { failure, sagaReducer, signedIn, success } from '@/testing/saga-harness';
import { refreshToken } from './api';
import { watchPersistence } from './persistence-saga';
import { storedJwt } from './jwt-fixture';
import { REFRESH_RETRY_MS, SESSION_ENDED_DURING_REFRESH, refreshTokenOnce, watchRefresh } from './refresh-saga';
import { loggedOut, sessionLoadFailed, tokenRefreshFailed, tokenRefreshed } from './slice';
import { MAX_REFRESH_AHEAD_MS as REFRESH_AHEAD_MS } from './token-lifetime';
import { storeSession } from './token-storage';

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // One tab: nothing but this test's own refresh writes the shared storage.
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

const NOW = 1_800_000_000_000;

/**
 * A refresh call that answers after 20 ms and counts how often it was made, and a clock that
 * starts at NOW and runs.
 */
function countedRefresh(answer: () => unknown) {
  const counter = { calls: 0 };
  const started = Date.now();
  const provider = {
    call(effect: { fn: unknown }, next: () => unknown) {
      if (effect.fn === Date.now) return NOW + (Date.now() - started);
      if (effect.fn !== refreshToken) return next();
      counter.calls += 1;
      return new Promise((resolve) => setTimeout(() => resolve(answer()), 20));
    },
  };
  return { counter, provider };
}

/**
 * Two callers asking for a refresh at once, next to the given watchers; their outcomes' types are
 * put as `test/outcomes`.
 */
function twoCallers(...watchers: (() => unknown)[]) {
  return function* (): Generator<unknown, void, { type: string }[]> {
    for (const watcher of watchers) yield fork(watcher);
    const outcomes = yield all([call(refreshTokenOnce), call(refreshTokenOnce)]);
    yield put({ type: 'test/outcomes', payload: outcomes.map((o) => o.type) });
  };
}

describe('token refresh saga', () => {
  it('lets two concurrent callers share one refresh call and replaces the token', async () => {
    const { counter, provider } = countedRefresh(() => success(loginToken('fresh', 1_900_000_000)));
    const { storeState } = await expectSaga(twoCallers(watchRefresh, watchPersistence))
      .withReducer(sagaReducer, signedIn())
      .provide(provider)
      .put({ type: 'test/outcomes', payload: [tokenRefreshed.type, tokenRefreshed.type] })
      .call.like({ fn: storeSession, args: [{ token: 'Bearer fresh', expiresAt: 1_900_000_000 }] })
      .silentRun(150);
    expect(counter.calls).toBe(1);
    expect(storeState.session).toMatchObject({ token: 'Bearer fresh', expiresAt: 1_900_000_000 });
  });

  it('hands a failed refresh to every waiting caller and keeps the token', async () => {
    const { counter, provider } = countedRefresh(() => failure(500, 'server error'));
    const { storeState } = await expectSaga(twoCallers(watchRefresh))
      .withReducer(sagaReducer, signedIn())
      .provide(provider)
      .put({ type: 'test/outcomes', payload: [tokenRefreshFailed.type, tokenRefreshFailed.type] })
      .silentRun(150);
    expect(counter.calls).toBe(1);
    expect(storeState.session.token).toBe('Bearer old');
  });

  it(`refreshes ${REFRESH_AHEAD_MS / 1000} s ahead of expiresAt, as soon as that moment comes`, async () => {
    const { counter, provider } = countedRefresh(() => success(loginToken('fresh', NOW / 1000 + 7200)));
    // Due in 30 ms.
    const expiresAt = (NOW + REFRESH_AHEAD_MS + 30) / 1000;
    const { storeState } = await expectSaga(watchRefresh)
      .withReducer(sagaReducer, signedIn({ expiresAt }))
      .provide(provider)
      .silentRun(200);
    expect(counter.calls).toBe(1);
    expect(storeState.session.token).toBe('Bearer fresh');
  });

  describe('with a short-lived token (10 s), a third of its lifetime ahead instead of 60 s', () => {
    const iat = NOW / 1000 - 2;
    const token = storedJwt({ iat, exp: iat + 9 });
    const expiresAt = iat + 9;

    it('does not refresh with 5 s to go before two thirds of its life', async () => {
      const { counter, provider } = countedRefresh(() => success(loginToken('fresh', NOW / 1000 + 10)));
      // NOW is 2 s into a 9 s life: due at 6 s, 4 s from now; 7 s before expiry is well inside 60 s.
      await expectSaga(watchRefresh)
        .withReducer(sagaReducer, signedIn({ token, expiresAt }))
        .provide(provider)
        .silentRun(100);
      expect(counter.calls).toBe(0);
    });

    it('refreshes once two thirds of its life are gone', async () => {
      const fresh = storedJwt({ iat: NOW / 1000, exp: NOW / 1000 + 9 });
      const { counter, provider } = countedRefresh(() =>
        success(loginToken(fresh.slice('Bearer '.length), NOW / 1000 + 9)),
      );
      // A 9 s life ending 3.03 s from now: due (3 s before expiry) in 30 ms.
      const soon = NOW / 1000 + 3.03;
      const { storeState } = await expectSaga(watchRefresh)
        .withReducer(sagaReducer, signedIn({ token: storedJwt({ iat: soon - 9, exp: soon }), expiresAt: soon }))
        .provide(provider)
        .silentRun(200);
      expect(counter.calls).toBe(1);
      expect(storeState.session.token).toBe(fresh);
    });
  });

  it('drops an answer that arrives after the session was dropped: no token comes back (no login loop)', async () => {
    const { counter, provider } = countedRefresh(() => success(loginToken('fresh', 1_900_000_000)));
    function* refreshThenDrop() {
      yield fork(watchRefresh);
      yield fork(watchPersistence);
      const outcome: { type: string; payload?: string } = yield call(refreshTokenOnce);
      yield put({ type: 'test/outcome', payload: outcome });
    }
    const { storeState } = await expectSaga(refreshThenDrop)
      .withReducer(sagaReducer, signedIn({ expiresAt: 1_900_000_000 }))
      .provide(provider)
      // While the refresh call (20 ms) is in flight.
      .delay(5)
      .dispatch(sessionLoadFailed('Login Timeout'))
      .put({ type: 'test/outcome', payload: tokenRefreshFailed(SESSION_ENDED_DURING_REFRESH) })
      .not.call.fn(storeSession)
      .silentRun(150);
    expect(counter.calls).toBe(1);
    expect(storeState.session.token).toBeNull();
  });

  it('does not refresh before it is due', async () => {
    const { counter, provider } = countedRefresh(() => success(loginToken()));
    await expectSaga(watchRefresh)
      .withReducer(sagaReducer, signedIn({ expiresAt: NOW / 1000 + 3600 }))
      .provide(provider)
      .silentRun(100);
    expect(counter.calls).toBe(0);
  });

  it('drops the schedule on logout', async () => {
    const { counter, provider } = countedRefresh(() => success(loginToken()));
    const expiresAt = (NOW + REFRESH_AHEAD_MS + 50) / 1000;
    await expectSaga(watchRefresh)
      .withReducer(sagaReducer, signedIn({ expiresAt }))
      .provide(provider)
      .dispatch(loggedOut())
      .silentRun(200);
    expect(counter.calls).toBe(0);
  });

  it('tries a failed refresh again later while the token lives, and stops once one succeeds', async () => {
    let attempts = 0;
    const expiresAt = (NOW + REFRESH_AHEAD_MS) / 1000;
    const started = Date.now();
    await expectSaga(watchRefresh)
      .withReducer(sagaReducer, signedIn({ expiresAt }))
      .provide({
        call(effect, next) {
          if (effect.fn === Date.now) return NOW + (Date.now() - started);
          // The retry wait, skipped.
          if (effect.args[0] === REFRESH_RETRY_MS) return undefined;
          if (effect.fn !== refreshToken) return next();
          attempts += 1;
          return attempts < 3 ? failure(500, 'server error') : success(loginToken('third', NOW / 1000 + 7200));
        },
      })
      .put.like({
        action: { type: tokenRefreshed.type, payload: { token: 'Bearer third', expiresAt: NOW / 1000 + 7200 } },
      })
      .silentRun(100);
    expect(attempts).toBe(3);
  });

  it('does not retry once the token has expired', async () => {
    let attempts = 0;
    const expiresAt = NOW / 1000 + 1;
    await expectSaga(watchRefresh)
      .withReducer(sagaReducer, signedIn({ expiresAt }))
      .provide({
        call(effect, next) {
          // The clock jumps past the expiry during the retry wait.
          if (effect.fn === Date.now) return attempts === 0 ? NOW : NOW + 5000;
          if (effect.args[0] === REFRESH_RETRY_MS) return undefined;
          if (effect.fn !== refreshToken) return next();
          attempts += 1;
          return failure(500, 'server error');
        },
      })
      .silentRun(100);
    expect(attempts).toBe(1);
  });

  it('schedules nothing without an expiry', async () => {
    const { counter, provider } = countedRefresh(() => success(loginToken()));
    await expectSaga(watchRefresh)
      .withReducer(sagaReducer, signedIn({ expiresAt: null }))
      .provide(provider)
      .silentRun(50);
    expect(counter.calls).toBe(0);
  });
});
