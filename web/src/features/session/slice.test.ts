import { signedIn, stateWith } from '@/testing/saga-harness';
import {
  isSessionChange,
  loggedOut,
  selectIsLoggedIn,
  selectSessionStatus,
  selectToken,
  sessionLoadFailed,
  sessionLoadStarted,
  sessionLoaded,
  sessionSlice,
  sessionStarted,
  tokenRefreshed,
  tokenReset,
} from './slice';

describe('session slice', () => {
  it('starts a session from the token a login obtained', () => {
    const session = sessionSlice.reducer(stateWith().session, sessionStarted({ token: 'Bearer t', expiresAt: 10 }));
    expect(selectToken({ session })).toBe('Bearer t');
    expect(selectIsLoggedIn({ session })).toBe(true);
    expect(session).toEqual({ token: 'Bearer t', expiresAt: 10, status: 'idle' });
  });

  it('loads a session: loading, then ready', () => {
    let session = sessionSlice.reducer(stateWith({ session: { token: 'Bearer t' } }).session, sessionLoadStarted());
    expect(selectSessionStatus({ session })).toBe('loading');
    session = sessionSlice.reducer(session, sessionLoaded());
    expect(selectSessionStatus({ session })).toBe('ready');
  });

  it('drops the token when the session cannot be loaded', () => {
    const session = sessionSlice.reducer(signedIn().session, sessionLoadFailed('服务器错误'));
    expect(session).toEqual({ token: null, expiresAt: null, status: 'failed' });
  });

  it('replaces the token on refresh and stays ready', () => {
    const session = sessionSlice.reducer(signedIn().session, tokenRefreshed({ token: 'Bearer new', expiresAt: 99 }));
    expect(session).toEqual({ token: 'Bearer new', expiresAt: 99, status: 'ready' });
  });

  it.each([
    ['tokenReset', tokenReset()],
    ['loggedOut', loggedOut()],
  ])('%s clears the token and its expiry', (_name, action) => {
    const session = sessionSlice.reducer(signedIn({ expiresAt: 5 }).session, action);
    expect(session).toEqual({ token: null, expiresAt: null, status: 'idle' });
    expect(selectIsLoggedIn({ session })).toBe(false);
  });

  it('names the actions that start or end a session, and no other', () => {
    for (const action of [
      sessionStarted({ token: 't', expiresAt: null }),
      sessionLoadFailed('x'),
      tokenReset(),
      loggedOut(),
    ]) {
      expect(isSessionChange(action)).toBe(true);
    }
    expect(isSessionChange(tokenRefreshed({ token: 't', expiresAt: null }))).toBe(false);
    expect(isSessionChange(sessionLoaded())).toBe(false);
  });
});
