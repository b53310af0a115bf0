import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import { fieldSelectors, bindSlice } from '@/lib/store';
import { isSessionChange } from '@/features/session';
import { type OpenTab, closeAllTabs, closeOtherTabs, closeTab, closeTabsToRight, openTab } from './tab-list';

/** The bar of open pages: whose list it is, the tabs, and how often each was reloaded. */
export interface TabsState {
  /** The user id the list belongs to; `null` until the signed-in user's stored list is restored. */
  owner: string | null;
  tabs: OpenTab[];
  /** Reloads per tab path: a new count remounts the tab's page. Not stored. */
  reloads: Record<string, number>;
}

export const initialTabsState: TabsState = { owner: null, tabs: [], reloads: {} };

/** The signed-in user's stored list. */
export interface TabsRestoration {
  owner: string;
  tabs: OpenTab[];
}

/** The tabs slice; tests run its reducer alone. */
export const tabsSlice = createSlice({
  name: 'tabs',
  initialState: initialTabsState,
  reducers: {
    /** A page of the menu was opened (a click, a link, the address bar). */
    tabOpened(state, { payload }: PayloadAction<OpenTab>) {
      state.tabs = openTab(state.tabs, payload);
    },
    /** The user's stored tabs come first; tabs opened before they arrived follow. */
    tabsRestored(state, { payload }: PayloadAction<TabsRestoration>) {
      state.owner = payload.owner;
      state.tabs = state.tabs.reduce((tabs, tab) => openTab(tabs, tab), payload.tabs);
    },
    tabClosed(state, { payload }: PayloadAction<string>) {
      state.tabs = closeTab(state.tabs, payload);
    },
    otherTabsClosed(state, { payload }: PayloadAction<string>) {
      state.tabs = closeOtherTabs(state.tabs, payload);
    },
    tabsToRightClosed(state, { payload }: PayloadAction<string>) {
      state.tabs = closeTabsToRight(state.tabs, payload);
    },
    allTabsClosed(state) {
      state.tabs = closeAllTabs(state.tabs);
    },
    tabReloaded(state, { payload }: PayloadAction<string>) {
      state.reloads[payload] = (state.reloads[payload] ?? 0) + 1;
    },
    /** Tabs whose pages the user's menu no longer holds, fixed or not. */
    tabsDropped(state, { payload }: PayloadAction<string[]>) {
      const dropped = new Set(payload);
      state.tabs = state.tabs.filter((tab) => !dropped.has(tab.path));
    },
  },
  extraReducers: (builder) => {
    // The next account starts from its own stored list, never from this one.
    builder.addMatcher(isSessionChange, () => initialTabsState);
  },
  selectors: fieldSelectors<TabsState>()({
    selectOpenTabs: 'tabs',
    selectTabsOwner: 'owner',
    selectTabReloads: 'reloads',
  }),
});

/** The slice's actions and selectors (the feature registers its state: see its index). */
export const {
  selectOpenTabs,
  selectTabsOwner,
  selectTabReloads,
  tabOpened,
  tabsRestored,
  tabClosed,
  otherTabsClosed,
  tabsToRightClosed,
  allTabsClosed,
  tabReloaded,
  tabsDropped,
} = bindSlice(tabsSlice);
