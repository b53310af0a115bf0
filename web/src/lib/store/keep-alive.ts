import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';

/**
 * Runs a feature's saga and starts it again when an unexpected error escapes it, so one bug in a
 * worker cannot leave the app without its login, session or logout flows (redux-saga's
 * "keep everything alive" root pattern). `name` (the key the saga was injected under) names it in
 * the log: a function's own name is gone from the minified build.
 */
export function* keepAlive(name: string, saga: () => SagaIterator): SagaIterator {
  for (;;) {
    try {
      yield call(saga);
      return;
    } catch (error) {
      console.error(`${name} failed and restarts:`, error);
    }
  }
}
