import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { showNotice } from '@/lib/toaster';
import { loginToken } from '@/testing/fixtures';
import { sagaReducer, stateWith, success } from '@/testing/saga-harness';
import { login } from './api';
import { watchLogin } from './login-saga';
import { captchaFailed, captchaLoaded, captchaRequested, initialLoginState, loginRequested } from './slice';

/** A submit made while no captcha was in the store: it carries no captcha id. */
const unread = { userName: 'root', password: 'abc-123', captchaCode: '1234' };
const loading = () => stateWith({ login: { ...initialLoginState, captchaStatus: 'loading' } });

afterEach(() => window.localStorage.clear());

describe('a login submitted without a captcha in the store', () => {
  it('waits for the captcha on its way, then signs in with it', async () => {
    const { storeState } = await expectSaga(watchLogin)
      .withReducer(sagaReducer, loading())
      .provide([[matchers.call.fn(login), success(loginToken('abc', 1_800_000_000))]])
      .not.put(captchaRequested({ reload: false }))
      .call.like({ fn: login, args: [{ captchaId: 'late' }] })
      .dispatch(loginRequested(unread))
      .dispatch(captchaLoaded({ id: 'late', image: 'data:image/png;base64,' }))
      .silentRun(50);
    expect(storeState.session.token).toBe('Bearer abc');
  });

  it('asks for a captcha when none is on its way, and waits for it', async () => {
    await expectSaga(watchLogin)
      .withReducer(sagaReducer, stateWith({ login: { ...initialLoginState, captchaStatus: 'ready' } }))
      .provide([[matchers.call.fn(login), success(loginToken('abc', 1_800_000_000))]])
      .put(captchaRequested({ reload: false }))
      .call.like({ fn: login, args: [{ captchaId: 'new' }] })
      .dispatch(loginRequested(unread))
      .dispatch(captchaLoaded({ id: 'new', image: 'data:image/png;base64,' }))
      .silentRun(50);
  });

  it('sends the captcha the store holds', async () => {
    await expectSaga(watchLogin)
      .withReducer(
        sagaReducer,
        stateWith({ login: { ...initialLoginState, captcha: { id: 'held', image: 'x' }, captchaStatus: 'ready' } }),
      )
      .provide([[matchers.call.fn(login), success(loginToken('abc', 1_800_000_000))]])
      .call.like({ fn: login, args: [{ captchaId: 'held' }] })
      .dispatch(loginRequested(unread))
      .silentRun(50);
  });

  it('says the captcha is missing when it cannot be loaded, and sends nothing', async () => {
    const { storeState } = await expectSaga(watchLogin)
      .withReducer(sagaReducer, loading())
      .provide([[matchers.call.fn(showNotice), undefined]])
      .not.call.fn(login)
      .call(showNotice, { message: '验证码未能加载，请点击验证码重新获取后再登录', level: 'error' })
      .dispatch(loginRequested(unread))
      .dispatch(captchaFailed())
      .silentRun(50);
    expect(storeState.login).toMatchObject({ status: 'failed' });
  });
});
