import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { describeApiError } from '@/api/api-error';
import type { ApiResult } from '@/api/api-result';
import { logFailure } from '@/lib/log-failure';
import { fetchMenuTree } from './api';
import { treeTagged } from './freshness-slice';
import { sanitizeMenuTree } from './sanitize-tree';
import { treeLoaded } from './slice';

/** Stores a tree the server answered, with its tag, so the next check can be a conditional one. */
export function* storeAnsweredTree(list: unknown, response: Pick<Response, 'headers'> | undefined): SagaIterator {
  yield put(treeLoaded(sanitizeMenuTree(list)));
  yield put(treeTagged(response?.headers?.get('ETag') ?? null));
}

/** The session's load step after the user: their menu tree; answers why it failed, or `null`. */
export function* loadMenuTree(): SagaIterator<string | null> {
  const result: ApiResult<typeof fetchMenuTree> = yield call(fetchMenuTree);
  if (result.error) {
    logFailure('menu load', result.error);
    return describeApiError(result.error);
  }
  yield call(storeAnsweredTree, result.data.list, result.response);
  return null;
}
