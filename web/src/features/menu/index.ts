/**
 * The menu feature's public surface. The pure model reads top to bottom: what a well-formed menu
 * is, the sanitized tree, questions asked of it, route descriptors, the sidebar's tree. Then the
 * store's side: the session step that loads the tree, the slice and its memoized selectors.
 */
import { registerSessionStep } from '../session';
import { loadMenuTree } from './menu-step';

/** After the user (rank 0): a session is ready once its menu is loaded. */
registerSessionStep('menu', 1, loadMenuTree);

export * from './menu-patterns';
export { sanitizeMenuTree } from './sanitize-tree';
export { collectPermissions } from './tree-queries';
export { buildRoutes, isRouteHandle, routeHandle } from './build-routes';
export { activeBranch, displayEntries, routesToMenuEntries } from './sidebar-model';
export type { MenuEntry, MenuNode, RouteDescriptor, RouteHandle } from './types';
export { selectMenuEntries, selectMenuPermissions, selectMenuRoutePaths, selectMenuRoutes } from './selectors';
export { type MenuState, initialMenuState, selectMenuTree, treeLoaded } from './slice';
