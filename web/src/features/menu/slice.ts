import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import { fieldSelectors, bindSlice } from '@/lib/store';
import { isSessionChange } from '@/features/session';
import type { MenuTree } from './types';

/** The signed-in user's menu tree; routes, sidebar entries and permissions are derived from it (`selectMenuModel`). */
export interface MenuState {
  /** The user's menu tree as loaded (`sanitizeMenuTree`). */
  tree: MenuTree;
}

export const initialMenuState: MenuState = { tree: [] };

/** The menu slice; tests run its reducer alone. */
export const menuSlice = createSlice({
  name: 'menu',
  initialState: initialMenuState,
  reducers: {
    /** The tree is sanitized (`sanitizeMenuTree`) before it reaches the store; frozen, it is stored as it is. */
    treeLoaded: (_state, { payload }: PayloadAction<MenuTree>): MenuState => ({ tree: payload }),
  },
  extraReducers: (builder) => {
    // The next account must not see the last one's menu.
    builder.addMatcher(isSessionChange, () => initialMenuState);
  },
  selectors: fieldSelectors<MenuState>()({ selectMenuTree: 'tree' }),
});

/** The slice's actions and selectors (the feature registers its state: see its index). */
export const { selectMenuTree, treeLoaded } = bindSlice(menuSlice);
