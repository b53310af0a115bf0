import { stateWith } from '../../testing/saga-harness';
import { sessionStarted } from '../session';
import { loginFailed, loginReducer, loginRequested, selectLoginError, selectLoginStatus } from './slice';

describe('login slice', () => {
  it('tracks a login from submit until the session starts', () => {
    let login = loginReducer(stateWith().login, loginRequested({ userName: 'root', password: 'x', captchaId: 'c', captchaCode: '1' }));
    expect(selectLoginStatus({ login })).toBe('submitting');
    login = loginReducer(login, sessionStarted({ token: 'Bearer t', expiresAt: 10 }));
    expect(selectLoginStatus({ login })).toBe('idle');
  });

  it('keeps the message of a failed login', () => {
    const login = loginReducer(stateWith().login, loginFailed('invalid username, password or captcha'));
    expect(selectLoginStatus({ login })).toBe('failed');
    expect(selectLoginError({ login })).toBe('invalid username, password or captcha');
  });
});
