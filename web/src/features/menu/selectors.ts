import { createSelector } from '@reduxjs/toolkit';
import { buildRoutes } from './build-routes';
import { routesToMenuEntries } from './sidebar-model';
import { selectMenuTree } from './slice';
import { collectPermissions, routesByName } from './tree-queries';

/** The routes built from the menu tree, rebuilt only when the tree changes. */
export const selectMenuRoutes = createSelector([selectMenuTree], buildRoutes);
/** The sidebar entries, recomputed only when the routes change. */
export const selectMenuEntries = createSelector([selectMenuRoutes], routesToMenuEntries);
/** `<routeName>.<actionCode>` for every action of the user's menu tree, recomputed only when the tree changes. */
export const selectMenuPermissions = createSelector([selectMenuTree], collectPermissions);
/**
 * Route name → route, rebuilt only when the routes change: how a menu item or a guard finds a
 * route's path by name, and a tab its title.
 */
export const selectMenuRoutesByName = createSelector([selectMenuRoutes], routesByName);
