import { expectSaga } from 'redux-saga-test-plan';
import { call, fork, put } from 'redux-saga/effects';
import { loginToken } from '@/testing/fixtures';
import { failure, sagaReducer, signedIn, success } from '@/testing/saga-harness';
import { refreshToken } from './api';
import { watchPersistence } from './persistence-saga';
import { REFRESH_LOCK_NAME } from './refresh-lock';
import { refreshTokenOnce, watchRefresh } from './refresh-saga';
import { STORAGE_SETTLE_MS } from './shared-token';
import { tokenAdopted, tokenRefreshFailed, tokenRefreshed } from './slice';
import { readStoredSession, storeSession } from './token-storage';
import type { StoredSession } from './types';

/** The token another tab's refresh stored (its `storage` event not yet heard here). */
const theirs: StoredSession = { token: 'Bearer theirs', expiresAt: 1_900_000_000 };

/** Asks for one refresh next to the refresh and persistence flows; the outcome's type is put as `test/outcome`. */
function* oneRefresh() {
  yield fork(watchRefresh);
  yield fork(watchPersistence);
  const outcome: { type: string } = yield call(refreshTokenOnce);
  yield put({ type: 'test/outcome', payload: outcome.type });
}

/** A refresh call answering `answer()` and counting its calls; no wait for another tab's token. */
function counted(answer: () => unknown) {
  const counter = { calls: 0 };
  const provider = {
    call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
      // The wait for another tab's token after a refusal, skipped.
      if (effect.args[0] === STORAGE_SETTLE_MS) return undefined;
      if (effect.fn !== refreshToken) return next();
      counter.calls += 1;
      return answer();
    },
  };
  return { counter, provider };
}

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('token refresh with other tabs sharing the token', () => {
  it('adopts the token another tab stored instead of asking the server to replace a replaced token', async () => {
    storeSession(theirs);
    const { counter, provider } = counted(() => success(loginToken('mine', 1_900_000_100)));
    const { storeState } = await expectSaga(oneRefresh)
      .withReducer(sagaReducer, signedIn({ expiresAt: 1_899_999_000 }))
      .provide(provider)
      .put({ type: 'test/outcome', payload: tokenAdopted.type })
      .not.call.fn(storeSession)
      .silentRun(100);
    expect(counter.calls).toBe(0);
    expect(storeState.session).toMatchObject({ token: theirs.token, expiresAt: theirs.expiresAt });
  });

  it('adopts the token another tab stored meanwhile when the server refuses the refresh with 9999', async () => {
    storeSession({ token: 'Bearer old', expiresAt: 1_899_999_000 });
    // The other tab's refresh won the race: its token is stored while this tab's call is refused.
    const { counter, provider } = counted(() => {
      storeSession(theirs);
      return failure(9999, 'invalid or expired token');
    });
    const { storeState } = await expectSaga(oneRefresh)
      .withReducer(sagaReducer, signedIn({ expiresAt: 1_899_999_000 }))
      .provide(provider)
      .put({ type: 'test/outcome', payload: tokenAdopted.type })
      .not.put.actionType(tokenRefreshFailed.type)
      .silentRun(100);
    expect(counter.calls).toBe(1);
    expect(storeState.session.token).toBe(theirs.token);
  });

  it("waits a moment after a 9999 for another tab's token to reach storage, and adopts it", async () => {
    storeSession({ token: 'Bearer old', expiresAt: 1_899_999_000 });
    let waited = false;
    const { storeState } = await expectSaga(oneRefresh)
      .withReducer(sagaReducer, signedIn({ expiresAt: 1_899_999_000 }))
      .provide({
        call(effect, next) {
          if (effect.fn === refreshToken) return failure(9999, 'invalid or expired token');
          // The other tab's write arrives during the wait.
          if (effect.args[0] !== STORAGE_SETTLE_MS) return next();
          waited = true;
          storeSession(theirs);
          return undefined;
        },
      })
      .put({ type: 'test/outcome', payload: tokenAdopted.type })
      .silentRun(100);
    expect(waited).toBe(true);
    expect(storeState.session.token).toBe(theirs.token);
  });

  it("keeps the new token when another tab's was adopted during the call (the client replayed the refusal with it)", async () => {
    storeSession({ token: 'Bearer old', expiresAt: 1_899_999_000 });
    const { provider } = counted(
      () => new Promise((resolve) => setTimeout(() => resolve(success(loginToken('newest', 1_900_000_200))), 20)),
    );
    const { storeState } = await expectSaga(oneRefresh)
      .withReducer(sagaReducer, signedIn({ expiresAt: 1_899_999_000 }))
      .provide(provider)
      // Another tab's token, adopted while the call is in flight.
      .delay(5)
      .dispatch(tokenAdopted(theirs))
      .put.like({ action: { type: tokenRefreshed.type, payload: { token: 'Bearer newest' } } })
      .silentRun(150);
    expect(storeState.session.token).toBe('Bearer newest');
    expect(readStoredSession()?.token).toBe('Bearer newest');
  });

  it('still fails a refresh refused with 9999 when no other tab stored a newer token', async () => {
    storeSession({ token: 'Bearer old', expiresAt: 1_899_999_000 });
    const { provider } = counted(() => failure(9999, 'invalid or expired token'));
    const { storeState } = await expectSaga(oneRefresh)
      .withReducer(sagaReducer, signedIn({ expiresAt: 1_899_999_000 }))
      .provide(provider)
      .put({ type: 'test/outcome', payload: tokenRefreshFailed.type })
      .silentRun(100);
    expect(storeState.session.token).toBe('Bearer old');
  });

  describe('where the browser has navigator.locks', () => {
    const log: string[] = [];
    /** The locks another tab holds as the refresh begins. */
    const heldElsewhere: { name: string }[] = [];
    beforeEach(() => {
      log.length = 0;
      heldElsewhere.length = 0;
      const locks = {
        query: async () => ({ held: [...heldElsewhere] }),
        async request(name: string, _options: unknown, task: () => Promise<void>) {
          log.push(`acquire ${name}`);
          await task();
          log.push(`release ${name}`);
        },
      };
      Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    });
    afterEach(() => {
      delete (navigator as { locks?: unknown }).locks;
    });

    it('refreshes inside the lock and stores the new token before releasing it', async () => {
      storeSession({ token: 'Bearer old', expiresAt: 1_899_999_000 });
      const { provider } = counted(() => {
        log.push('refresh call');
        return success(loginToken('fresh', 1_900_000_000));
      });
      const setItem = Storage.prototype.setItem;
      jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
        log.push(`store ${(JSON.parse(value) as StoredSession).token}`);
        setItem.call(this, key, value);
      });
      await expectSaga(oneRefresh)
        .withReducer(sagaReducer, signedIn({ expiresAt: 1_899_999_000 }))
        .provide(provider)
        .put({ type: 'test/outcome', payload: tokenRefreshed.type })
        .silentRun(100);
      expect(log).toEqual([
        `acquire ${REFRESH_LOCK_NAME}`,
        'refresh call',
        'store Bearer fresh',
        `release ${REFRESH_LOCK_NAME}`,
      ]);
      expect(readStoredSession()?.token).toBe('Bearer fresh');
    });

    it("after waiting on another tab's refresh, waits for its token to reach storage and adopts it without a call", async () => {
      storeSession({ token: 'Bearer old', expiresAt: 1_899_999_000 });
      heldElsewhere.push({ name: REFRESH_LOCK_NAME });
      const { counter, provider } = counted(() => success(loginToken('mine', 1_900_000_100)));
      const provide = {
        call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
          // The other tab's write lands while this tab waits for it.
          if (effect.args[0] === STORAGE_SETTLE_MS) storeSession(theirs);
          return provider.call(effect, next);
        },
      };
      const { storeState } = await expectSaga(oneRefresh)
        .withReducer(sagaReducer, signedIn({ expiresAt: 1_899_999_000 }))
        .provide(provide)
        .put({ type: 'test/outcome', payload: tokenAdopted.type })
        .silentRun(100);
      expect(counter.calls).toBe(0);
      expect(storeState.session).toMatchObject({ token: theirs.token });
    });
  });
});
