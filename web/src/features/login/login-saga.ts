import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import { describeApiError } from '../../api/api-error';
import type { ApiResult } from '../../api/api-result';
import { md5Hex } from '../../lib/md5-hex';
import { login } from './api';
import { logFailure } from '../../lib/log-failure';
import { rememberUserName } from './remembered-user-name';
import { issueClock, sessionStarted } from '../session';
import { captchaRequested, loginFailed, loginRequested } from './slice';
import type { LoginRequest } from './types';

/**
 * Logs in with the password hashed and hands the token to the session through its input action
 * `sessionStarted` (the session sits below login and cannot listen to it), remembering or forgetting
 * the user name as asked; a failure asks for a new captcha, as the old one is spent.
 */
export function* loginWorker({ payload }: PayloadAction<LoginRequest>): SagaIterator {
  const { userName, password, captchaId, captchaCode, remember = false } = payload;
  const result: ApiResult<typeof login> = yield call(login, { userName, password: md5Hex(password), captchaId, captchaCode });
  if (result.error) {
    logFailure('login', result.error);
    yield put(loginFailed(describeApiError(result.error)));
    yield put(captchaRequested({ reload: false }));
    return;
  }
  const receivedAt: number = yield call(Date.now);
  const { tokenType, accessToken, expiresAt } = result.data;
  const token = `${tokenType} ${accessToken}`;
  yield call(rememberUserName, remember ? userName : null);
  yield put(sessionStarted({ token, expiresAt, issued: issueClock(result.response, token, receivedAt) }));
}

/** Handles login submits, one at a time. */
export function* watchLogin(): SagaIterator {
  yield takeLeading(loginRequested.type, loginWorker);
}
