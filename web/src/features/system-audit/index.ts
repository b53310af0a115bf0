/**
 * The audit trail, read only: the operation log (with a record's changed fields) and the sign-in
 * log; each page registers its own state and saga (`systemOperationLogFeature`, `systemSignInLogFeature`).
 */
import type { Feature } from '@/lib/store';
import { systemOperationLogSaga, systemSignInLogSaga } from './sagas';
import { systemOperationLogState, systemSignInLogState } from './slice';

// What the app declares as the store's state (app/lazy-slices.ts).
export { systemOperationLogState, systemSignInLogState };

/** The operation log page's state and saga. */
export const systemOperationLogFeature: Feature = {
  key: 'systemOperationLog',
  state: [systemOperationLogState],
  saga: systemOperationLogSaga,
};

/** The sign-in log page's state and saga. */
export const systemSignInLogFeature: Feature = {
  key: 'systemSignInLog',
  state: [systemSignInLogState],
  saga: systemSignInLogSaga,
};

export { OperationLogView } from './components/operation-log';
export { SignInLogView } from './components/sign-in-log';
