import type { RootState } from '@/lib/store';
import { operationLogUrl, signInLogUrl } from './audit-urls';
import { operationsSlice } from './operation-log-slice';
import { signInsSlice, systemOperationLogState, systemSignInLogState } from './slice';

/** The operation log's list. */
export const selectOperationList = (state: RootState) => systemOperationLogState.select(state).list;
/** The operation log record opened from the list. */
export const selectOperationDetail = (state: RootState) => systemOperationLogState.select(state).detail;
/** The operation log as its page binds it: the slice, its state, its query in the URL. */
export const operationList = { slice: operationsSlice, selectState: selectOperationList, url: operationLogUrl };

/** The sign-in log's list. */
export const selectSignInList = (state: RootState) => systemSignInLogState.select(state);
/** The sign-in log as its page binds it. */
export const signInList = { slice: signInsSlice, selectState: selectSignInList, url: signInLogUrl };
