import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { describeApiError } from '@/api/api-error';
import type { ApiResult } from '@/api/api-result';
import { logFailure } from '@/lib/log-failure';
import { fetchCurrentUser } from './api';
import { userLoaded } from './slice';

/** The session's first load step: the signed-in user; answers why it failed, or `null`. */
export function* loadUser(): SagaIterator<string | null> {
  const result: ApiResult<typeof fetchCurrentUser> = yield call(fetchCurrentUser);
  if (result.error) {
    logFailure('user info', result.error);
    return describeApiError(result.error);
  }
  yield put(userLoaded(result.data));
  return null;
}
