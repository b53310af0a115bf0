import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, take, takeLeading } from 'redux-saga/effects';
import type { ApiResult } from '@/api/api-result';
import { md5Hex } from '@/lib/md5-hex';
import { login } from './api';
import { logFailure } from '@/lib/log-failure';
import { showNotice } from '@/lib/toaster';
import { messages } from '@/i18n';
import { rememberUserName } from './remembered-user-name';
import { issueClock, sessionStarted } from '@/features/session';
import {
  captchaFailed,
  captchaLoaded,
  captchaRequested,
  loginFailed,
  loginRequested,
  selectCaptcha,
  selectCaptchaStatus,
} from './slice';
import type { LoginRequest } from './types';

/**
 * The captcha id to send: the one the user read, else the one in the store, else the one on its
 * way (asked for when none is); `null` when it could not be loaded.
 */
export function* captchaToSend(read: string | undefined): SagaIterator<string | null> {
  if (read !== undefined) return read;
  const stored: ReturnType<typeof selectCaptcha> = yield select(selectCaptcha);
  if (stored) return stored.id;
  if ((yield select(selectCaptchaStatus)) !== 'loading') yield put(captchaRequested({ reload: false }));
  const outcome: ReturnType<typeof captchaLoaded | typeof captchaFailed> = yield take([
    captchaLoaded.type,
    captchaFailed.type,
  ]);
  return captchaLoaded.match(outcome) ? outcome.payload.id : null;
}

/**
 * Logs in with the password hashed and hands the token to the session through its input action
 * `sessionStarted` (the session sits below login and cannot listen to it), remembering or forgetting
 * the user name as asked; a failure asks for a new captcha, as the old one is spent. A submit made
 * while no captcha is in the store waits for one; when none can be loaded, the user is told so.
 */
export function* loginWorker({ payload }: PayloadAction<LoginRequest>): SagaIterator {
  const { userName, password, captchaCode, remember = false } = payload;
  const captchaId: string | null = yield call(captchaToSend, payload.captchaId);
  if (captchaId === null) {
    yield put(loginFailed());
    yield call(showNotice, { message: messages.login.captchaMissing, level: 'error' });
    return;
  }
  const result: ApiResult<typeof login> = yield call(login, {
    userName,
    password: md5Hex(password),
    captchaId,
    captchaCode,
  });
  if (result.error) {
    logFailure('login', result.error);
    yield put(loginFailed());
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
