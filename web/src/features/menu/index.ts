/**
 * The menu feature's public surface. The pure model reads top to bottom: what a well-formed menu
 * is, the sanitized tree, questions asked of it, route descriptors, the sidebar's tree. Then the
 * store's side: the session step that loads the tree, the slice and its memoized selectors, and
 * the check of the loaded tree against the server (`ensureFreshMenu`, by its ETag).
 */
import { injectSaga } from '../../lib/store';
import { registerSessionStep } from '../session';
import { loadMenuTree } from './menu-step';
import { watchMenuRefresh } from './refresh-saga';

/** After the user (rank 0): a session is ready once its menu is loaded. */
registerSessionStep('menu', 1, loadMenuTree);
injectSaga('menuRefresh', watchMenuRefresh);

export * from './menu-patterns';
export { sanitizeMenuTree } from './sanitize-tree';
export { collectPermissions } from './tree-queries';
export { buildRoutes, isRouteHandle, routeHandle } from './build-routes';
export { activeBranch, displayEntries, routesToMenuEntries } from './sidebar-model';
export type { MenuEntry, MenuNode, RouteDescriptor, RouteHandle } from './types';
export { selectMenuEntries, selectMenuPermissions, selectMenuRoutes, selectMenuRoutesByName } from './selectors';
export { type MenuState, initialMenuState, selectMenuTree, treeLoaded } from './slice';
export { ensureFreshMenu, menuNavigationSettled } from './ensure-fresh-menu';
