import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import { describeApiError } from '../../api/api-error';
import type { ApiResult } from '../../api/api-result';
import { collectPermissions, fetchMenuTree, sanitizeMenuTree, treeLoaded } from '../menu';
import { fetchCurrentUser } from './api';
import { logFailure } from './log-failure';
import { sessionLoadFailed, sessionLoadRequested, sessionLoaded, userLoaded } from './slice';

/**
 * Loads the user, then their menu tree (routes and permissions). On any failure the token is
 * dropped (`sessionLoadFailed`) and the router sends the user to Login.
 */
export function* loadSession(): SagaIterator {
  const user: ApiResult<typeof fetchCurrentUser> = yield call(fetchCurrentUser);
  if (user.error) {
    logFailure('user info', user.error);
    yield put(sessionLoadFailed(describeApiError(user.error)));
    return;
  }
  yield put(userLoaded(user.data));
  const menu: ApiResult<typeof fetchMenuTree> = yield call(fetchMenuTree);
  if (menu.error) {
    logFailure('menu load', menu.error);
    yield put(sessionLoadFailed(describeApiError(menu.error)));
    return;
  }
  const tree = sanitizeMenuTree(menu.data.list);
  yield put(treeLoaded(tree));
  yield put(sessionLoaded({ permissions: collectPermissions(tree) }));
}

/** Loads the session; a newer request replaces an older one. */
export function* watchSessionLoad(): SagaIterator {
  yield takeLatest(sessionLoadRequested.type, loadSession);
}
