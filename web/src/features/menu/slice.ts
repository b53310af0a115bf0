import { type PayloadAction, type WithSlice, createSlice } from '@reduxjs/toolkit';
import { fieldSelectors, bindSlice } from '../../lib/store';
import { isSessionChange } from '../session';
import type { MenuNode } from './types';

/** The signed-in user's menu tree; routes, sidebar entries and permissions are derived from it. */
export interface MenuState {
  /** The user's menu tree as loaded (sanitized). */
  tree: MenuNode[];
}

export const initialMenuState: MenuState = { tree: [] };

/** The menu slice; tests run its reducer alone. */
export const menuSlice = createSlice({
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
  selectors: fieldSelectors<MenuState>()({ selectMenuTree: 'tree' }),
});

declare module '../../lib/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof menuSlice> {}
}

/** The slice's actions and selectors (the feature registers its state: see its index). */
export const { selectMenuTree, treeLoaded } = bindSlice(menuSlice);
