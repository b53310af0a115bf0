import type { SagaIterator } from 'redux-saga';
import { call, put, select, take, takeLeading } from 'redux-saga/effects';
import { SESSION_TIMEOUT_CODE } from '@/api/api-error';
import type { ApiResult } from '@/api/api-result';
import { logFailure } from '@/lib/log-failure';
import { selectToken } from '@/features/session';
import { fetchMenuTree } from './api';
import { refreshRequested, refreshSettled, selectMenuRefreshing, selectMenuTag } from './freshness-slice';
import { storeAnsweredTree } from './menu-step';

/** HTTP's "not modified": the tree the client holds is the server's. */
const NOT_MODIFIED = 304;

/**
 * Checks the signed-in user's tree against the server with the tag it was loaded with: a 304
 * changes nothing; a new tree (a menu, role or role-assignment change) replaces the old one, so
 * the sidebar, routes and permissions follow it. A failed check keeps the tree (the client's
 * failure handling has told the user).
 */
export function* refreshMenuTree(): SagaIterator {
  if (!(yield select(selectToken))) return;
  const tag: string | null = yield select(selectMenuTag);
  const result: ApiResult<typeof fetchMenuTree> = yield call(fetchMenuTree, tag);
  if (result.response.status === NOT_MODIFIED) return;
  if (result.error) {
    // A session that ended meanwhile (a logout on its way, a revoked token) is the session's own
    // flow to tell; the check has nothing to add.
    if (result.error.error.code !== SESSION_TIMEOUT_CODE) logFailure('menu refresh', result.error);
    return;
  }
  yield call(storeAnsweredTree, result.data.list, result.response);
}

/**
 * Checks the tree after a change the server announced (a live notice): after the check in flight,
 * if any, which may have been answered before the change.
 */
export function* checkAfterChange(): SagaIterator {
  if (yield select(selectMenuRefreshing)) yield take(refreshSettled.type);
  yield put(refreshRequested());
}

/** One check at a time: a request while one is in flight waits for that one (`ensureFreshMenu`). */
export function* watchMenuRefresh(): SagaIterator {
  yield takeLeading(refreshRequested.type, function* check(): SagaIterator {
    try {
      yield call(refreshMenuTree);
    } finally {
      yield put(refreshSettled());
    }
  });
}
