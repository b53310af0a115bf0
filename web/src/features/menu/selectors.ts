import { createSelector } from '@reduxjs/toolkit';
import { menuModel } from './menu-model';
import { selectMenuTree } from './slice';

/** Every view of the menu tree (`menuModel`), derived in one pass only when the tree changes. */
export const selectMenuModel = createSelector([selectMenuTree], menuModel);

type MenuRoot = Parameters<typeof selectMenuModel>[0];

/** The routes built from the menu tree. */
export const selectMenuRoutes = (state: MenuRoot) => selectMenuModel(state).routes;
/** Route name → route: how a menu item or a guard finds a route's path by name, and a tab its title. */
export const selectMenuRoutesByName = (state: MenuRoot) => selectMenuModel(state).routesByName;
/** The menu's routes by path, placed as the router nests them: what the route patcher adds from. */
export const selectMenuRoutesByPath = (state: MenuRoot) => selectMenuModel(state).routesByPath;
/** The sidebar's entries, as shown. */
export const selectMenuEntries = (state: MenuRoot) => selectMenuModel(state).sidebar;
/** `<routeName>.<actionCode>` for every action of the user's menu tree. */
export const selectMenuPermissions = (state: MenuRoot) => selectMenuModel(state).permissions;
/** Menu id → node: the menus and actions the user holds. */
export const selectMenusById = (state: MenuRoot) => selectMenuModel(state).menusById;
/** Where `/` leads for this menu. */
export const selectLandingPath = (state: MenuRoot) => selectMenuModel(state).landingPath;
