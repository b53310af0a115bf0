import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { blobToDataUrl } from '@/lib/blob-to-data-url';
import { failure, sagaReducer, stateWith, success } from '@/testing/saga-harness';
import { fetchCaptchaId, fetchCaptchaImage } from './api';
import { watchCaptcha } from './captcha-saga';
import { captchaRequested } from './slice';

const image = new Blob(['<svg/>'], { type: 'image/svg+xml' });

describe('captcha saga', () => {
  it('draws a new id and reads its image as a data URL', async () => {
    const { storeState } = await expectSaga(watchCaptcha)
      .withReducer(sagaReducer, stateWith())
      .provide([
        [matchers.call.fn(fetchCaptchaId), success({ captchaId: 'c1' })],
        [matchers.call.fn(fetchCaptchaImage), success(image)],
      ])
      .call(fetchCaptchaImage, 'c1', false)
      .dispatch(captchaRequested({ reload: false }))
      .silentRun(50);
    expect(storeState.login.captcha).toEqual({ id: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+' });
    expect(storeState.login.captchaStatus).toBe('ready');
  });

  it('reloads the code of the current id', async () => {
    await expectSaga(watchCaptcha)
      .withReducer(
        sagaReducer,
        stateWith({ login: { captcha: { id: 'c1', image: 'data:old' }, captchaStatus: 'ready' } }),
      )
      .provide([
        [matchers.call.fn(fetchCaptchaImage), success(image)],
        [matchers.call.fn(blobToDataUrl), 'data:new'],
      ])
      .not.call.fn(fetchCaptchaId)
      .call(fetchCaptchaImage, 'c1', true)
      .dispatch(captchaRequested({ reload: true }))
      .silentRun(50);
  });

  it('marks the captcha failed when the id cannot be drawn', async () => {
    const { storeState } = await expectSaga(watchCaptcha)
      .withReducer(sagaReducer, stateWith())
      .provide([[matchers.call.fn(fetchCaptchaId), failure(429, 'slow down')]])
      .not.call.fn(fetchCaptchaImage)
      .dispatch(captchaRequested({ reload: false }))
      .silentRun(50);
    expect(storeState.login.captchaStatus).toBe('failed');
  });
});
