import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';

/** How long a saga must have run before its failure counts as a worker's bug rather than a broken start. */
const SETTLED_AFTER_MS = 1000;
/** Failures in a row, each within {@link SETTLED_AFTER_MS} of its start, after which the saga stays down. */
const BROKEN_STARTS = 3;

/**
 * Runs a feature's saga and starts it again when an unexpected error escapes it, so one bug in a
 * worker cannot leave the app without its login, session or logout flows (redux-saga's
 * "keep everything alive" root pattern). A saga that fails as it starts would fail again at
 * once, forever, and take the tab's memory with it: after a few such failures in a row it is left
 * down, and the log says so. `name` (the key the saga was injected under) names it in the log: a
 * function's own name is gone from the minified build.
 */
export function* keepAlive(name: string, saga: () => SagaIterator): SagaIterator {
  let brokenStarts = 0;
  for (;;) {
    const startedAt = Date.now();
    try {
      yield call(saga);
      return;
    } catch (error) {
      brokenStarts = Date.now() - startedAt < SETTLED_AFTER_MS ? brokenStarts + 1 : 0;
      if (brokenStarts >= BROKEN_STARTS) {
        console.error(`${name} failed ${BROKEN_STARTS} times as it started and stays down:`, error);
        return;
      }
      console.error(`${name} failed and restarts:`, error);
    }
  }
}
