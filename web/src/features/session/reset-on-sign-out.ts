import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { type RootState, reducerState } from '@/lib/store';
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

/** A page's state as the app's state holds it: see {@link signedInState}. */
export interface SignedInState<Path extends string, State, Preloaded> {
  readonly reducerPath: Path;
  readonly reducer: Reducer<State, UnknownAction, Preloaded>;
  /** The state in the app's state; its initial state until the page's feature is registered. */
  readonly select: (state: RootState) => State;
}

/** A page's state under `reducerPath` of the app's state, forgotten on sign-out, with its selector. */
export function signedInState<Path extends string, State, Preloaded>(
  reducerPath: Path,
  reducer: Reducer<State, UnknownAction, Preloaded>,
): SignedInState<Path, State, Preloaded> {
  const resetting = resetOnSignOut(reducer);
  return { reducerPath, reducer: resetting, select: reducerState({ reducerPath, reducer: resetting }) };
}
