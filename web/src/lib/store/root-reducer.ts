import { combineSlices } from '@reduxjs/toolkit';

/**
 * The slices features add when they are registered. `app/lazy-slices.ts` extends it from the slices
 * the features export (`interface LazyLoadedSlices extends WithSlice<typeof slice> {}`), so the store
 * module itself knows no feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

/**
 * The app's one reducer. A feature's state joins it when the feature is registered
 * (`registerFeature`), so a page's reducer travels in the page's chunk.
 */
export const rootReducer = combineSlices({}).withLazyLoadedSlices<LazyLoadedSlices>();

/** The store's state: every slice a feature may have registered, each optional until it is. */
export type RootState = ReturnType<typeof rootReducer>;
