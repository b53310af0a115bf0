import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, fork, put, take } from 'redux-saga/effects';
import { messages } from '@/i18n';
import { showNotice } from '@/lib/toaster';
import { sessionLoadFailed, sessionLoadRequested, sessionLoaded } from './slice';
import type { SessionStep } from './session-steps';

/**
 * Times one session load may be started again while it runs (each request cancels the load under
 * way); past that the app is caught in a loop, and the load ends on Login with a message rather
 * than ask the server for the user again and again.
 */
export const MAX_LOAD_RESTARTS = 3;

/**
 * Runs the load steps in order (the user, then their menu). On the first failure the token is
 * dropped (`sessionLoadFailed`) and the router sends the user to Login.
 */
export function* loadSession(steps: readonly SessionStep[]): SagaIterator {
  for (const step of steps) {
    const failure: string | null = yield call(step);
    if (failure !== null) {
      yield put(sessionLoadFailed(failure));
      return;
    }
  }
  yield put(sessionLoaded());
}

function* loadOnRequest(steps: readonly SessionStep[]): SagaIterator {
  let running: Task | undefined;
  let restarts = 0;
  for (;;) {
    yield take(sessionLoadRequested.type);
    const restarting = running?.isRunning() ?? false;
    if (running && restarting) yield cancel(running);
    restarts = restarting ? restarts + 1 : 0;
    if (restarts > MAX_LOAD_RESTARTS) {
      restarts = 0;
      running = undefined;
      yield put(sessionLoadFailed(messages.session.loadRestarted));
      yield call(showNotice, { message: messages.session.loadRestarted, level: 'error' });
    } else {
      running = yield fork(loadSession, steps);
    }
  }
}

/**
 * Loads the session; a newer request replaces an older one (as `takeLatest`, forked so the caller
 * goes on), at most {@link MAX_LOAD_RESTARTS} times in a row: the next ends the session with a message.
 */
export function* watchSessionLoad(steps: readonly SessionStep[]): SagaIterator {
  yield fork(loadOnRequest, steps);
}
