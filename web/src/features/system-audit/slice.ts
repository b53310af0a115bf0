import { combineReducers } from '@reduxjs/toolkit';
import { createCrudSlice } from '@/features/crud';
import { signedInState } from '@/features/session';
import type { SignInLog, SignInLogQuery } from './api';
import { operationDetailSlice, operationsSlice } from './operation-log-slice';

/** The operation log's state, forgotten on sign-out: the list and the record opened from it. */
export const systemOperationLogState = signedInState(
  'systemOperationLog',
  combineReducers({ list: operationsSlice.reducer, detail: operationDetailSlice.reducer }),
);

/** The sign-in log: events `systemSignInLog/...`. */
export const signInsSlice = createCrudSlice<SignInLog, SignInLogQuery, never, never>('systemSignInLog', {
  current: 1,
  pageSize: 10,
});

/** The sign-in log's state, forgotten on sign-out. */
export const systemSignInLogState = signedInState('systemSignInLog', signInsSlice.reducer);
