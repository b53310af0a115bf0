import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, fork, put, select, take } from 'redux-saga/effects';
import { messages } from '@/i18n';
import type { RootState } from '@/lib/store';
import { showNotice } from '@/lib/toaster';
import { selectSessionStatus, selectToken, sessionLoadFailed, sessionLoadStarted, sessionLoaded } from './slice';
import type { SessionStep } from './session-steps';

/**
 * Times one session load may be started again while it runs (a new token, from a login or another
 * tab, replaces the load under way); past that the app is caught in a loop, and the load ends on
 * Login with a message rather than ask the server for the user again and again.
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

/**
 * Whether the state holds a token no load has started on: the app's start with a stored token, a
 * login (`sessionStarted`), or a signed-out tab taking another tab's token (`tokenAdopted`).
 */
const loadDue = (state: RootState): boolean => selectToken(state) !== null && selectSessionStatus(state) === 'idle';

/**
 * The one place a session load starts: whenever the state holds a token and no load, after any
 * action. A new token while a load runs replaces that load (as `takeLatest`), at most
 * {@link MAX_LOAD_RESTARTS} times in a row: the next ends the session with a message. The router
 * never asks for a load; it awaits its outcome (`whenSessionLoaded`).
 */
export function* watchSessionLoad(steps: readonly SessionStep[]): SagaIterator {
  let running: Task | undefined;
  let restarts = 0;
  for (;;) {
    if ((yield select(loadDue)) as boolean) {
      const restarting = running?.isRunning() ?? false;
      if (running && restarting) yield cancel(running);
      restarts = restarting ? restarts + 1 : 0;
      if (restarts > MAX_LOAD_RESTARTS) {
        restarts = 0;
        running = undefined;
        yield put(sessionLoadFailed(messages.session.loadRestarted));
        yield call(showNotice, { message: messages.session.loadRestarted, level: 'error' });
      } else {
        yield put(sessionLoadStarted());
        running = yield fork(loadSession, steps);
      }
    }
    yield take('*');
  }
}
