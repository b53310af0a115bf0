import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import { describeApiError } from '@/api/api-error';
import type { ApiResult } from '@/api/api-result';
import { md5Hex } from '@/lib/md5-hex';
import { updatePassword, updateProfile } from './api';
import {
  passwordChangeFailed,
  passwordChangeRequested,
  passwordChangeSucceeded,
  profileUpdateFailed,
  profileUpdateRequested,
  profileUpdateSucceeded,
} from './slice';
import type { PasswordChangeRequest, UpdateProfileParam } from './types';

/** Saves the profile and keeps the user the server answers. */
export function* updateProfileWorker({ payload }: PayloadAction<UpdateProfileParam>): SagaIterator {
  const result: ApiResult<typeof updateProfile> = yield call(updateProfile, payload);
  if (result.error) {
    yield put(profileUpdateFailed(describeApiError(result.error)));
    return;
  }
  yield put(profileUpdateSucceeded(result.data));
}

/** Changes the password; both travel as MD5 hex. */
export function* changePasswordWorker({ payload }: PayloadAction<PasswordChangeRequest>): SagaIterator {
  const result: ApiResult<typeof updatePassword> = yield call(updatePassword, {
    oldPassword: md5Hex(payload.oldPassword),
    newPassword: md5Hex(payload.newPassword),
  });
  if (result.error) {
    yield put(passwordChangeFailed(describeApiError(result.error)));
    return;
  }
  yield put(passwordChangeSucceeded());
}

/** Handles profile and password submits, one of each at a time. */
export function* watchProfile(): SagaIterator {
  yield takeLeading(profileUpdateRequested.type, updateProfileWorker);
  yield takeLeading(passwordChangeRequested.type, changePasswordWorker);
}
