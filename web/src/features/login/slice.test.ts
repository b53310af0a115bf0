import { stateWith } from '@/testing/saga-harness';
import { sessionStarted } from '@/features/session';
import { loginFailed, loginSlice, loginRequested, selectLoginStatus } from './slice';

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

  it('marks a failed login, ready for the next submit', () => {
    const login = loginSlice.reducer(stateWith().login, loginFailed());
    expect(selectLoginStatus({ login })).toBe('failed');
    expect(
      selectLoginStatus({
        login: loginSlice.reducer(
          login,
          loginRequested({ userName: 'root', password: 'x', captchaId: 'c', captchaCode: '1' }),
        ),
      }),
    ).toBe('submitting');
  });
});
