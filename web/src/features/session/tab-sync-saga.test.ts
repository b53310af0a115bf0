import { expectSaga } from 'redux-saga-test-plan';
import { call, delay, fork } from 'redux-saga/effects';
import { messages } from '@/i18n';
import { navigateTo } from '@/lib/navigation';
import { clearToasts, showNotice } from '@/lib/toaster';
import { sagaReducer, signedIn, stateWith } from '@/testing/saga-harness';
import { refreshToken } from './api';
import { storedJwt } from './jwt-fixture';
import { watchPersistence } from './persistence-saga';
import { watchRefresh } from './refresh-saga';
import { loggedOut, tokenAdopted } from './slice';
import { watchOtherTabs } from './tab-sync-saga';
import { MAX_REFRESH_AHEAD_MS } from './token-lifetime';
import { TOKEN_STORAGE_KEY, storeSession } from './token-storage';
import type { StoredSession } from './types';

/** A token issued now that lives `seconds`. */
function tokenFor(seconds: number): StoredSession {
  const now = Date.now();
  const iat = Math.floor(now / 1000);
  return {
    token: storedJwt({ iat, exp: iat + seconds }),
    expiresAt: iat + seconds,
    issued: { localMs: now, serverMs: now },
  };
}

/** What another tab does: writes storage, and this tab hears the `storage` event (jsdom fires none for a tab's own writes). */
function anotherTabStores(session: StoredSession | null): void {
  const value = session && JSON.stringify(session);
  if (value) localStorage.setItem(TOKEN_STORAGE_KEY, value);
  else localStorage.removeItem(TOKEN_STORAGE_KEY);
  window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY, newValue: value }));
}

/**
 * This tab's session flows that take part (other tabs, persistence, refresh, whose server call is
 * counted and never answers), with another tab storing `session` 5 ms in.
 */
function tabWhileAnotherStores(session: StoredSession | null) {
  const seen = { refreshCalls: 0, navigations: [] as string[], notices: [] as string[] };
  const provider = {
    call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
      if (effect.fn === refreshToken) {
        seen.refreshCalls += 1;
        return new Promise(() => undefined);
      }
      if (effect.fn === navigateTo) return void seen.navigations.push(effect.args[0] as string);
      if (effect.fn === showNotice) return void seen.notices.push((effect.args[0] as { message: string }).message);
      if (effect.fn === clearToasts) return undefined;
      return next();
    },
  };
  function* flows() {
    yield fork(watchOtherTabs);
    yield fork(watchPersistence);
    yield fork(watchRefresh);
    yield delay(5);
    yield call(anotherTabStores, session);
  }
  return { seen, provider, flows };
}

beforeEach(() => localStorage.clear());

describe('one session shared by the tabs of the browser', () => {
  it("adopts the token another tab stored, without writing it back, and schedules this tab's refresh from it", async () => {
    // This tab's own token is due in an hour; the one the other tab stores is due 100 ms in.
    const expiresAt = Date.now() / 1000 + 3600;
    storeSession({ token: 'Bearer old', expiresAt });
    const theirs: StoredSession = {
      token: 'Bearer theirs',
      expiresAt: (Date.now() + MAX_REFRESH_AHEAD_MS + 100) / 1000,
    };
    const { seen, provider, flows } = tabWhileAnotherStores(theirs);
    const { storeState } = await expectSaga(flows)
      .withReducer(sagaReducer, signedIn({ expiresAt }))
      .provide(provider)
      .put(tokenAdopted(theirs))
      .not.call.fn(storeSession)
      .silentRun(400);
    expect(storeState.session).toMatchObject({ token: theirs.token, expiresAt: theirs.expiresAt, status: 'ready' });
    expect(seen.refreshCalls).toBe(1);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(JSON.stringify(theirs));
  });

  it('signs out and goes to Login with a note when another tab removed the token', async () => {
    storeSession({ token: 'Bearer old', expiresAt: null });
    const { seen, provider, flows } = tabWhileAnotherStores(null);
    const { storeState } = await expectSaga(flows)
      .withReducer(sagaReducer, signedIn())
      .provide(provider)
      .put(loggedOut())
      .silentRun(100);
    expect(storeState.session.token).toBeNull();
    expect(storeState.profile.user).toBeNull();
    expect(seen.notices).toEqual([messages.session.signedOutElsewhere]);
    expect(seen.navigations).toEqual(['/login']);
  });

  it('a signed-out tab goes into the app with the session another tab signed in to', async () => {
    const theirs = tokenFor(90);
    const { seen, provider, flows } = tabWhileAnotherStores(theirs);
    const { storeState } = await expectSaga(flows)
      .withReducer(sagaReducer, stateWith({ session: { status: 'failed' } }))
      .provide(provider)
      .silentRun(100);
    expect(storeState.session).toMatchObject({ token: theirs.token, status: 'idle' });
    expect(seen.navigations).toEqual(['/']);
    expect(seen.notices).toEqual([]);
  });

  it('does nothing when the stored token is the one this tab holds', async () => {
    const ours = tokenFor(90);
    storeSession(ours);
    const { seen, provider, flows } = tabWhileAnotherStores(ours);
    await expectSaga(flows)
      .withReducer(sagaReducer, signedIn({ token: ours.token, expiresAt: ours.expiresAt }))
      .provide(provider)
      .not.put.actionType(tokenAdopted.type)
      .not.put.actionType(loggedOut.type)
      .silentRun(100);
    expect(seen.navigations).toEqual([]);
  });
});
