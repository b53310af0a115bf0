import { type PayloadAction, type WithSlice, createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../lib/store';
import { isSessionChange } from '../session';
import type { MenuNode } from './types';

/** The signed-in user's menu tree; routes, sidebar entries and permissions are derived from it. */
export interface MenuState {
  tree: MenuNode[];
}

export const initialMenuState: MenuState = { tree: [] };

const menuSlice = createSlice({
  name: 'menu',
  initialState: initialMenuState,
  reducers: {
    /** The tree must be sanitized (`sanitizeMenuTree`) before it reaches the store. */
    treeLoaded(state, { payload }: PayloadAction<MenuNode[]>) {
      state.tree = payload;
    },
  },
  extraReducers: (builder) => {
    // The next account must not see the last one's menu.
    builder.addMatcher(isSessionChange, () => initialMenuState);
  },
});

declare module '../../lib/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof menuSlice> {}
}

/** The menu slice, injected when this module first loads (the shell needs it at start). */
export const injectedMenu = menuSlice.injectInto(rootReducer);

export const menuReducer = menuSlice.reducer;
export const { treeLoaded } = menuSlice.actions;
