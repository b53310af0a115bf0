import { createSlice } from '@reduxjs/toolkit';
import { fieldSelectors, bindSlice } from '@/lib/store';
import { isSessionChange } from '@/features/session';

/** How current the loaded menu tree is known to be. */
export interface MenuFreshnessState {
  /** The server's `ETag` of the loaded tree; `null` when it sent none (or nothing is loaded). */
  tag: string | null;
  /** Whether a check of the tree against the server is in flight. */
  refreshing: boolean;
  /**
   * Whether the server answered the tree during the navigation in progress (the session load or a
   * check): that navigation's guards need no second check; the next navigation checks again.
   */
  answeredThisNavigation: boolean;
}

export const initialMenuFreshnessState: MenuFreshnessState = {
  tag: null,
  refreshing: false,
  answeredThisNavigation: false,
};

/** The menu's freshness slice; tests run its reducer alone. */
export const menuFreshnessSlice = createSlice({
  name: 'menuFreshness',
  initialState: initialMenuFreshnessState,
  reducers: {
    /** The tag of the tree just stored with `menu/treeLoaded`. */
    treeTagged(state, { payload }: { payload: string | null }) {
      state.tag = payload;
      state.answeredThisNavigation = true;
    },
    /** The router finished a navigation: the next one checks the tree again. */
    navigationSettled(state) {
      state.answeredThisNavigation = false;
    },
    /** Asks for the tree to be checked against the server (one check at a time). */
    refreshRequested(state) {
      state.refreshing = true;
    },
    refreshSettled(state) {
      state.refreshing = false;
    },
  },
  extraReducers: (builder) => {
    // A tag names one user's tree.
    builder.addMatcher(isSessionChange, () => initialMenuFreshnessState);
  },
  selectors: fieldSelectors<MenuFreshnessState>()({
    selectMenuTag: 'tag',
    selectMenuRefreshing: 'refreshing',
    selectMenuAnsweredThisNavigation: 'answeredThisNavigation',
  }),
});

/** The slice's actions and selectors (the feature registers its state: see its index). */
export const {
  selectMenuTag,
  selectMenuRefreshing,
  selectMenuAnsweredThisNavigation,
  treeTagged,
  navigationSettled,
  refreshRequested,
  refreshSettled,
} = bindSlice(menuFreshnessSlice);
