import type { SagaIterator } from 'redux-saga';
import { call, cancelled, put, takeLatest } from 'redux-saga/effects';
import { describeApiError } from '../../api/api-error';
import type { ApiResult } from '../../api/api-result';
import { fetchDashboard } from './api';
import { dashboardLoadFailed, dashboardLoadRequested, dashboardLoaded } from './slice';

/** Loads the figures; a newer load cancels this one and aborts its request. */
export function* loadDashboard(): SagaIterator {
  const controller = new AbortController();
  try {
    const result: ApiResult<typeof fetchDashboard> = yield call(fetchDashboard, controller.signal);
    if (result.error) yield put(dashboardLoadFailed(describeApiError(result.error)));
    else yield put(dashboardLoaded(result.data));
  } finally {
    if (yield cancelled()) controller.abort();
  }
}

/** The dashboard feature's saga: the latest load wins. */
export function* dashboardSaga(): SagaIterator {
  yield takeLatest(dashboardLoadRequested.type, loadDashboard);
}
