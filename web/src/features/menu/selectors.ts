import { createSelector } from '@reduxjs/toolkit';
import { routesToMenuEntries } from './build-routes';
import type { MenuState } from './slice';

type WithMenu = { menu: MenuState };

export const selectMenuTree = (state: WithMenu) => state.menu.tree;
export const selectMenuRoutes = (state: WithMenu) => state.menu.routes;
/** The sidebar entries, recomputed only when the routes change. */
export const selectMenuEntries = createSelector([selectMenuRoutes], routesToMenuEntries);
