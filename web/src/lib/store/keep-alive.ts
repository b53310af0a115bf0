import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';

/**
 * Runs a feature's saga and starts it again when an unexpected error escapes it, so one bug in a
 * worker cannot leave the app without its login, session or logout flows (redux-saga's
 * "keep everything alive" root pattern).
 */
export function* keepAlive(saga: () => SagaIterator): SagaIterator {
  for (;;) {
    try {
      yield call(saga);
      return;
    } catch (error) {
      console.error(`${saga.name} failed and restarts:`, error);
    }
  }
}
