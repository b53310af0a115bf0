import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { ApiResult } from '@/api/api-result';
import { blobToDataUrl } from '@/lib/blob-to-data-url';
import { fetchCaptchaId, fetchCaptchaImage } from './api';
import { captchaFailed, captchaLoaded, captchaRequested, selectCaptcha } from './slice';

/** Draws a captcha: a new code for the current id on `reload`, otherwise a new id. */
export function* loadCaptcha({ payload }: PayloadAction<{ reload: boolean }>): SagaIterator {
  const current: ReturnType<typeof selectCaptcha> = yield select(selectCaptcha);
  let id = payload.reload ? current?.id : undefined;
  if (!id) {
    const result: ApiResult<typeof fetchCaptchaId> = yield call(fetchCaptchaId);
    if (result.error) {
      yield put(captchaFailed());
      return;
    }
    id = result.data.captchaId;
  }
  const image: ApiResult<typeof fetchCaptchaImage> = yield call(
    fetchCaptchaImage,
    id,
    Boolean(payload.reload && current),
  );
  if (image.error) {
    yield put(captchaFailed());
    return;
  }
  const dataUrl: string = yield call(blobToDataUrl, image.data);
  yield put(captchaLoaded({ id, image: dataUrl }));
}

/** Loads a captcha per request; a newer request replaces an older one. */
export function* watchCaptcha(): SagaIterator {
  yield takeLatest(captchaRequested.type, loadCaptcha);
}
