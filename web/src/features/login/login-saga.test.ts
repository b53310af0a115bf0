import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { fork, put } from 'redux-saga/effects';
import { md5Hex } from '@/lib/md5-hex';
import { loginToken } from '@/testing/fixtures';
import { failure, noResponse, sagaReducer, stateWith, success } from '@/testing/saga-harness';
import { login } from './api';
import { watchLogin } from './login-saga';
import { readRememberedUserName } from './remembered-user-name';
import { captchaRequested, loginRequested } from './slice';

const form = { userName: 'root', password: 'abc-123', captchaId: 'cid', captchaCode: '1234' };

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('login saga', () => {
  it('sends the MD5 hex of the password and stores "<tokenType> <accessToken>"', async () => {
    const { storeState } = await expectSaga(watchLogin)
      .withReducer(sagaReducer, stateWith())
      .provide([[matchers.call.fn(login), success(loginToken('abc', 1_800_000_000))]])
      .call(login, { userName: 'root', password: md5Hex('abc-123'), captchaId: 'cid', captchaCode: '1234' })
      .dispatch(loginRequested(form))
      .silentRun(50);
    expect(storeState.session).toMatchObject({ token: 'Bearer abc', expiresAt: 1_800_000_000 });
    expect(storeState.login).toMatchObject({ status: 'idle' });
  });

  it('marks a refused login failed (the client tells the user why) and asks for a new captcha', async () => {
    const { storeState } = await expectSaga(watchLogin)
      .withReducer(sagaReducer, stateWith())
      .provide([[matchers.call.fn(login), failure(400, 'invalid username, password or captcha', 'login_failed')]])
      .put(captchaRequested({ reload: false }))
      .dispatch(loginRequested(form))
      .silentRun(50);
    expect(storeState.session.token).toBeNull();
    expect(storeState.login).toMatchObject({ status: 'failed' });
    expect(console.error).toHaveBeenCalledWith('login failed:', expect.anything());
  });

  it('reports a network failure', async () => {
    const { storeState } = await expectSaga(watchLogin)
      .withReducer(sagaReducer, stateWith())
      .provide([[matchers.call.fn(login), noResponse()]])
      .dispatch(loginRequested(form))
      .silentRun(50);
    expect(storeState.session.token).toBeNull();
    expect(storeState.login).toMatchObject({ status: 'failed' });
  });

  it('ignores a second submit while the first is under way', async () => {
    let calls = 0;
    const slowLogin = () =>
      new Promise((resolve) => {
        calls += 1;
        setTimeout(() => resolve(success(loginToken())), 20);
      });
    // Puts from a running saga reach the watcher at once (queued `.dispatch`es wait for a take).
    function* submitTwice() {
      yield fork(watchLogin);
      yield put(loginRequested(form));
      yield put(loginRequested(form));
    }
    await expectSaga(submitTwice)
      .withReducer(sagaReducer, stateWith())
      .provide({ call: (effect, next) => (effect.fn === login ? slowLogin() : next()) })
      .silentRun(100);
    expect(calls).toBe(1);
  });

  describe('the remembered user name', () => {
    const run = (remember: boolean | undefined, answer: unknown = success(loginToken())) =>
      expectSaga(watchLogin)
        .withReducer(sagaReducer, stateWith())
        .provide([[matchers.call.fn(login), answer]])
        .dispatch(loginRequested({ ...form, remember }))
        .silentRun(50);

    it('is stored after a successful sign-in that asks for it, and never the password', async () => {
      await run(true);
      expect(readRememberedUserName()).toBe('root');
      expect(JSON.stringify({ ...window.localStorage })).not.toContain('abc-123');
    });

    it('is forgotten after a successful sign-in that does not ask for it', async () => {
      await run(true);
      await run(undefined);
      expect(readRememberedUserName()).toBe('');
    });

    it('stays as it was after a failed sign-in', async () => {
      await run(true);
      await run(false, failure(400, 'invalid username, password or captcha', 'login_failed'));
      expect(readRememberedUserName()).toBe('root');
    });
  });
});
