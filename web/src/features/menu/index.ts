/** The menu feature's public surface. */
export { FALLBACK_COMPONENT, MAX_ROUTE_DEPTH, buildRoutes, collectPermissions, resolveComponent, routesToMenuEntries } from './build-routes';
export { fetchMenuTree } from './api';
export { sanitizeMenuTree } from './sanitize-tree';
export { selectMenuEntries, selectMenuRoutes, selectMenuTree } from './selectors';
export { type MenuState, initialMenuState, menuReducer, routesReset, treeLoaded } from './slice';
export type { MenuEntry, MenuNode, RouteDescriptor } from './types';
