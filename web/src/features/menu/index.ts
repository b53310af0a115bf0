/**
 * The menu feature's public surface. The pure model reads top to bottom: what a well-formed menu
 * is, the tree as parsed at the edge, the views derived from it in one pass (routes, sidebar,
 * permissions, menus held, landing path), the route handles, the sidebar's active branch. Then the
 * store's side: the session step that loads the tree, the slice and its memoized selectors, and
 * the check of the loaded tree against the server (`ensureFreshMenu`, by its ETag).
 */
import type { Feature } from '@/lib/store';
import { menuFreshnessSlice } from './freshness-slice';
import { watchMenuRefresh } from './refresh-saga';
import { menuSlice } from './slice';

// What the app declares as the store's state (app/lazy-slices.ts).
export { menuSlice, menuFreshnessSlice };

/** The menu tree and its freshness as the store holds them, and the saga checking the tree with the server. */
export const menuFeature: Feature = { key: 'menu', state: [menuSlice, menuFreshnessSlice], saga: watchMenuRefresh };

/** The session's step loading the menu tree (after the user: a session is ready once its menu is loaded). */
export { loadMenuTree as loadMenuTreeStep } from './menu-step';

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
export { checkAfterChange } from './refresh-saga';
