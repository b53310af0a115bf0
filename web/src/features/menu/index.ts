/**
 * The menu feature's public surface. The pure model reads top to bottom: what a well-formed menu
 * is, the sanitized tree, questions asked of it, route descriptors, the sidebar's tree. Then the
 * store's side: the API call, the slice and its selectors.
 */
export * from './menu-patterns';
export { sanitizeMenuTree } from './sanitize-tree';
export { collectPermissions, findRoutePath } from './tree-queries';
export { buildRoutes, isRouteHandle, routeHandle } from './build-routes';
export { activeBranch, displayEntries, routesToMenuEntries } from './sidebar-model';
export type { MenuEntry, MenuNode, RouteDescriptor, RouteHandle } from './types';
export { fetchMenuTree } from './api';
export { selectMenuEntries, selectMenuRoutes, selectMenuTree } from './selectors';
export { type MenuState, initialMenuState, menuReducer, routesReset, treeLoaded } from './slice';
