import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { loggedOut, tokenReset } from './slice';

/**
 * Wraps a feature's reducer so that signing out (or losing the token) brings it back to its
 * initial state: the next account must not see the last one's rows, filters or choices.
 */
export function resetOnSignOut<State, Preloaded>(
  reducer: Reducer<State, UnknownAction, Preloaded>,
): Reducer<State, UnknownAction, Preloaded> {
  return (state, action) => reducer(loggedOut.match(action) || tokenReset.match(action) ? undefined : state, action);
}
