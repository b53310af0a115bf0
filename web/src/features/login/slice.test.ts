import { stateWith } from '@/testing/saga-harness';
import { sessionStarted } from '@/features/session';
import { loginFailed, loginSlice, loginRequested, selectLoginError, selectLoginStatus } from './slice';

describe('login slice', () => {
  it('tracks a login from submit until the session starts', () => {
    let login = loginSlice.reducer(
      stateWith().login,
      loginRequested({ userName: 'root', password: 'x', captchaId: 'c', captchaCode: '1' }),
    );
    expect(selectLoginStatus({ login })).toBe('submitting');
    login = loginSlice.reducer(login, sessionStarted({ token: 'Bearer t', expiresAt: 10 }));
    expect(selectLoginStatus({ login })).toBe('idle');
  });

  it('keeps the message of a failed login', () => {
    const login = loginSlice.reducer(stateWith().login, loginFailed('invalid username, password or captcha'));
    expect(selectLoginStatus({ login })).toBe('failed');
    expect(selectLoginError({ login })).toBe('invalid username, password or captcha');
  });
});
