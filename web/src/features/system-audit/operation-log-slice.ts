import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createCrudSlice } from '@/features/crud';
import type { LoadStatus } from '@/components/data-table/data-table';
import type { OperationLog, OperationLogDetail, OperationLogQuery } from './api';

/** The operation log: events `systemOperationLog/...`. */
export const operationsSlice = createCrudSlice<OperationLog, OperationLogQuery, never, never>('systemOperationLog', {
  current: 1,
  pageSize: 10,
});

/** One record's details: the one asked for and where its load stands. */
export interface OperationDetailState {
  id: string | null;
  record: OperationLogDetail | null;
  status: LoadStatus;
  error: string | null;
}

const initialState: OperationDetailState = { id: null, record: null, status: 'idle', error: null };

/** The details of the record opened from the list: events `systemOperationLog/detail/...`. */
export const operationDetailSlice = createSlice({
  name: 'systemOperationLog/detail',
  initialState,
  reducers: {
    requested: (_state, { payload: id }: PayloadAction<string>) => ({ ...initialState, id, status: 'loading' }),
    loaded: (state, { payload }: PayloadAction<OperationLogDetail>) => ({
      ...state,
      record: payload,
      status: 'ready',
    }),
    loadFailed: (state, { payload }: PayloadAction<string>) => ({ ...state, status: 'failed', error: payload }),
  },
});
