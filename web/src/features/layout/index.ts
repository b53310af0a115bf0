/** The layout feature's public surface. */
export { layoutSaga } from './sagas';
export { selectFullScreen, selectSidebarCollapsed } from './selectors';
export { SIDEBAR_STORAGE_KEY, readSidebarCollapsed } from './sidebar-storage';
export { type LayoutState, fullScreenChanged, initialLayoutState, layoutReducer, sidebarToggled } from './slice';
