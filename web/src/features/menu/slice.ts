import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import { buildRoutes } from './build-routes';
import type { MenuNode, RouteDescriptor } from './types';

/** The user's menu tree and the routes built from it. */
export interface MenuState {
  tree: MenuNode[];
  routes: RouteDescriptor[];
}

export const initialMenuState: MenuState = { tree: [], routes: [] };

const menuSlice = createSlice({
  name: 'menu',
  initialState: initialMenuState,
  reducers: {
    /** The tree must be sanitized (`sanitizeMenuTree`) before it reaches the store. */
    treeLoaded(state, { payload }: PayloadAction<MenuNode[]>) {
      state.tree = payload;
      state.routes = buildRoutes(payload);
    },
    routesReset() {
      return initialMenuState;
    },
  },
});

export const menuReducer = menuSlice.reducer;
export const { treeLoaded, routesReset } = menuSlice.actions;
