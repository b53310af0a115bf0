/** The store's core, knowing no feature: the injectable root reducer, the saga registry, typed hooks. */
export { abortableLoad } from './abortable-load';
export { type AppDispatch, useAppDispatch, useAppSelector } from './hooks';
export { fieldSelectors } from './field-selectors';
export { bindSlice, reducerState } from './bind-slice';
export { type Feature, type FeatureState, registerFeature } from './feature';
export { keepAlive } from './keep-alive';
export { type LazyLoadedSlices, type RootState, rootReducer } from './root-reducer';
export { injectSaga, runInjectedSagas } from './saga-registry';
