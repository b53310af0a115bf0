import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import { sessionLoadFailed, sessionLoadRequested, sessionLoaded } from './slice';
import { sessionSteps } from './session-steps';

/**
 * Runs the registered load steps in order (the user, then their menu). On the first failure the
 * token is dropped (`sessionLoadFailed`) and the router sends the user to Login.
 */
export function* loadSession(): SagaIterator {
  for (const step of sessionSteps()) {
    const failure: string | null = yield call(step);
    if (failure !== null) {
      yield put(sessionLoadFailed(failure));
      return;
    }
  }
  yield put(sessionLoaded());
}

/** Loads the session; a newer request replaces an older one. */
export function* watchSessionLoad(): SagaIterator {
  yield takeLatest(sessionLoadRequested.type, loadSession);
}
