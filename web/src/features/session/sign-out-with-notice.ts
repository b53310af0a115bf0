import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { navigateTo } from '@/lib/navigation';
import { clearToasts, showNotice } from '@/lib/toaster';
import { loggedOut } from './slice';

/**
 * Ends the session on this device because it ended elsewhere (another tab signed out, the server
 * ended it), saying why: the old session's messages close, `message` shows as a warning and the
 * app goes to Login.
 */
export function* signOutWithNotice(message: string): SagaIterator {
  yield put(loggedOut());
  yield call(clearToasts);
  yield call(showNotice, { message, level: 'warning' });
  yield call(navigateTo, '/login');
}
