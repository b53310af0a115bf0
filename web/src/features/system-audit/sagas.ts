import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, takeLatest } from 'redux-saga/effects';
import { createListSaga } from '@/features/crud';
import { abortableLoad } from '@/lib/store';
import { operationLogApi, signInLogApi } from './api';
import { operationDetailSlice } from './operation-log-slice';
import { operationList, signInList } from './selectors';

const { actions: detail } = operationDetailSlice;

function* loadDetail({ payload: id }: PayloadAction<string>): SagaIterator {
  yield* abortableLoad((signal) => call(operationLogApi.get, id, signal), detail.loaded, detail.loadFailed);
}

/** Loads the record whose details are opened; a newer one cancels the older request. */
function* operationDetailSaga(): SagaIterator {
  yield takeLatest(detail.requested.type, loadDetail);
}

/** The operation log's saga: its pages and the record opened from it. */
export const systemOperationLogSaga = createListSaga({
  list: operationList,
  api: operationLogApi,
  alongside: [operationDetailSaga],
});

/** The sign-in log's saga: its pages. */
export const systemSignInLogSaga = createListSaga({ list: signInList, api: signInLogApi });
