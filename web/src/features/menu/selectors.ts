import { createSelector } from '@reduxjs/toolkit';
import { routesToMenuEntries } from './sidebar-model';
import type { MenuState } from './slice';

type WithMenu = { menu: MenuState };

/** The user's menu tree as loaded (sanitized). */
export const selectMenuTree = (state: WithMenu) => state.menu.tree;
/** The routes built from the menu tree. */
export const selectMenuRoutes = (state: WithMenu) => state.menu.routes;
/** The sidebar entries, recomputed only when the routes change. */
export const selectMenuEntries = createSelector([selectMenuRoutes], routesToMenuEntries);
