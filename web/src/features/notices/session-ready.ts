import type { SagaIterator } from 'redux-saga';
import { select, take } from 'redux-saga/effects';
import { selectSessionStatus } from '@/features/session';

/** Waits until a session is loaded (its user and menu): the notices are a signed-in user's. */
export function* untilSessionReady(): SagaIterator {
  while ((yield select(selectSessionStatus)) !== 'ready') yield take('*');
}
