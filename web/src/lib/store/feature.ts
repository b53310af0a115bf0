import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { rootReducer } from './root-reducer';
import { injectSaga } from './saga-registry';

/** State a feature keeps under one key of the app's state: a slice, or a reducer and its path. */
export interface FeatureState {
  readonly reducerPath: string;
  readonly reducer: Reducer;
}

/**
 * What a feature adds to the store, exported by the feature and registered by whoever mounts it:
 * the app's wiring for the shell's features (`app/shell-features.ts`), a route's lazy for a page's
 * or a layout's (`features` beside the module's default export, `app/routing/lazy-page.tsx`).
 */
export interface Feature {
  /** Names the feature's saga in the registry and in the log. */
  readonly key: string;
  readonly state?: readonly FeatureState[];
  readonly saga?: Saga;
}

/** The injectable root reducer, seen as one that takes any state by path: features are typed by their own slices. */
const injectState: (state: FeatureState) => unknown = rootReducer.inject;

/**
 * Adds a feature's state to the app's reducer and its saga to every store, once per feature: a
 * second registration changes nothing.
 */
export function registerFeature(feature: Feature): void {
  for (const state of feature.state ?? []) injectState(state);
  if (feature.saga) injectSaga(feature.key, feature.saga);
}
