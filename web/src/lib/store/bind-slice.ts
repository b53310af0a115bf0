import type { Reducer, Slice, SliceCaseReducers, SliceSelectors, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from './root-reducer';

/**
 * A feature's slice as the feature exports it: its action creators and its selectors over the
 * app's state, which read the initial state until the feature is registered (`registerFeature`).
 * Binding registers nothing: the app's wiring or a route's lazy does, explicitly.
 */
export function bindSlice<
  State,
  CaseReducers extends SliceCaseReducers<State>,
  Name extends string,
  ReducerPath extends string,
  Selectors extends SliceSelectors<State>,
>(slice: Slice<State, CaseReducers, Name, ReducerPath, Selectors>) {
  const initial = slice.getInitialState();
  const selectState = (state: RootState): State =>
    (state as Partial<Record<ReducerPath, State>>)[slice.reducerPath] ?? initial;
  return { ...slice.actions, ...slice.getSelectors(selectState) };
}

/**
 * Reads a combined reducer's state from the app's state, or the reducer's initial state until the
 * feature that holds it is registered (the counterpart of {@link bindSlice} for a reducer that is
 * not one slice).
 */
export function reducerState<State>({
  reducerPath,
  reducer,
}: {
  reducerPath: string;
  // Any preloaded-state type: the reducer is only ever asked for its initial state here.
  reducer: Reducer<State, UnknownAction, never>;
}) {
  let initial: State | undefined;
  return (state: RootState): State =>
    (state as Partial<Record<string, State>>)[reducerPath] ??
    (initial ??= reducer(undefined, { type: `${reducerPath}/@@initial` }));
}
