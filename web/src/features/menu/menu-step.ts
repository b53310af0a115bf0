import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { describeApiError } from '../../api/api-error';
import type { ApiResult } from '../../api/api-result';
import { logFailure } from '../../lib/log-failure';
import { fetchMenuTree } from './api';
import { sanitizeMenuTree } from './sanitize-tree';
import { treeLoaded } from './slice';

/** The session's load step after the user: their menu tree; answers why it failed, or `null`. */
export function* loadMenuTree(): SagaIterator<string | null> {
  const result: ApiResult<typeof fetchMenuTree> = yield call(fetchMenuTree);
  if (result.error) {
    logFailure('menu load', result.error);
    return describeApiError(result.error);
  }
  yield put(treeLoaded(sanitizeMenuTree(result.data.list)));
  return null;
}
