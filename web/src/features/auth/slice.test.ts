import { rootUser } from '../../testing/fixtures';
import { signedIn, stateWith } from '../../testing/saga-harness';
import {
  selectIsLoggedIn,
  selectLoginError,
  selectPermissions,
  selectRoles,
  selectSessionStatus,
  selectToken,
  selectUser,
} from './selectors';
import {
  authReducer,
  initialAuthState,
  loggedOut,
  loginFailed,
  loginRequested,
  loginSucceeded,
  sessionLoadFailed,
  sessionLoadRequested,
  sessionLoaded,
  tokenRefreshed,
  tokenReset,
  userLoaded,
} from './slice';

describe('auth slice', () => {
  it('tracks a login from submit to token', () => {
    let auth = authReducer(initialAuthState, loginRequested({ userName: 'root', password: 'x', captchaId: 'c', captchaCode: '1' }));
    expect(auth.loginStatus).toBe('submitting');
    auth = authReducer(auth, loginSucceeded({ token: 'Bearer t', expiresAt: 10 }));
    expect(selectToken({ auth })).toBe('Bearer t');
    expect(selectIsLoggedIn({ auth })).toBe(true);
    expect(auth).toMatchObject({ expiresAt: 10, loginStatus: 'idle', sessionStatus: 'idle', user: null });
  });

  it('keeps the message of a failed login', () => {
    const auth = authReducer(initialAuthState, loginFailed('invalid username, password or captcha'));
    expect(auth.loginStatus).toBe('failed');
    expect(selectLoginError({ auth })).toBe('invalid username, password or captcha');
  });

  it('loads a session: user, roles (empty when none), permissions, ready', () => {
    let auth = authReducer(stateWith({ token: 'Bearer t' }).auth, sessionLoadRequested());
    expect(selectSessionStatus({ auth })).toBe('loading');
    auth = authReducer(auth, userLoaded({ ...rootUser, roles: undefined as unknown as [] }));
    expect(selectRoles({ auth })).toEqual([]);
    auth = authReducer(auth, userLoaded(rootUser));
    expect(selectUser({ auth })).toEqual(rootUser);
    expect(selectRoles({ auth })).toEqual(rootUser.roles);
    auth = authReducer(auth, sessionLoaded({ permissions: ['A.b'] }));
    expect(selectPermissions({ auth })).toEqual(['A.b']);
    expect(selectSessionStatus({ auth })).toBe('ready');
  });

  it('drops the token when the session cannot be loaded', () => {
    const auth = authReducer(signedIn().auth, sessionLoadFailed('服务器错误'));
    expect(auth).toMatchObject({ token: null, user: null, permissions: [], roles: [], sessionStatus: 'failed' });
  });

  it('replaces the token on refresh and keeps the user', () => {
    const auth = authReducer(signedIn().auth, tokenRefreshed({ token: 'Bearer new', expiresAt: 99 }));
    expect(auth).toMatchObject({ token: 'Bearer new', expiresAt: 99, user: rootUser });
  });

  it.each([
    ['tokenReset', tokenReset()],
    ['loggedOut', loggedOut()],
  ])('%s clears token, user, roles and permissions', (_name, action) => {
    const auth = authReducer(signedIn({ expiresAt: 5 }).auth, action);
    expect(auth).toMatchObject({ token: null, expiresAt: null, user: null, roles: [], permissions: [], sessionStatus: 'idle' });
    expect(selectIsLoggedIn({ auth })).toBe(false);
  });
});
