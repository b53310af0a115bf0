/**
 * The menu feature's public surface. The pure model reads top to bottom: what a well-formed menu
 * is, the tree as parsed at the edge, the views derived from it in one pass (routes, sidebar,
 * permissions, menus held, landing path), the route handles, the sidebar's active branch. Then the
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
export { menuModel } from './menu-model';
export { isRouteHandle, menuMatches, routeHandle } from './route-handle';
export { activeBranch } from './active-branch';
export type { MenuEntry, MenuNode, MenuRouteIndex, PlacedRoute, RouteDescriptor, RouteHandle } from './types';
export {
  selectLandingPath,
  selectMenuEntries,
  selectMenuPermissions,
  selectMenuRoutes,
  selectMenuRoutesByName,
  selectMenuRoutesByPath,
  selectMenusById,
} from './selectors';
export { type MenuState, initialMenuState, selectMenuTree, treeLoaded } from './slice';
export { ensureFreshMenu, menuNavigationSettled } from './ensure-fresh-menu';
