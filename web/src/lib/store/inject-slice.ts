import type { Slice, SliceCaseReducers, SliceSelectors } from '@reduxjs/toolkit';
import { rootReducer } from './root-reducer';

/**
 * Injects a feature's slice into the app's root reducer and hands back what the feature exports:
 * the slice's action creators and its selectors, which read the slice from the app's state (and
 * see its initial state until it is injected). The feature still adds its slice to
 * `LazyLoadedSlices` itself, since only declaration merging in its own module can.
 */
export function injectSlice<
  State,
  CaseReducers extends SliceCaseReducers<State>,
  Name extends string,
  ReducerPath extends string,
  Selectors extends SliceSelectors<State>,
>(slice: Slice<State, CaseReducers, Name, ReducerPath, Selectors>) {
  return { ...slice.actions, ...slice.injectInto(rootReducer).selectors };
}
