import type { SagaIterator } from 'redux-saga';
import { call, takeLatest } from 'redux-saga/effects';
import { abortableLoad } from '@/lib/store';
import { fetchDashboard } from './api';
import { dashboardLoadFailed, dashboardLoadRequested, dashboardLoaded } from './slice';

/** Loads the figures; a newer load cancels this one and aborts its request. */
export function* loadDashboard(): SagaIterator {
  yield* abortableLoad((signal) => call(fetchDashboard, signal), dashboardLoaded, dashboardLoadFailed);
}

/** The dashboard feature's saga: the latest load wins. */
export function* dashboardSaga(): SagaIterator {
  yield takeLatest(dashboardLoadRequested.type, loadDashboard);
}
