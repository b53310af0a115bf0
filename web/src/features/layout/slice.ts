import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import { fieldSelectors, bindSlice } from '@/lib/store';

/** The main layout's chrome. */
export interface LayoutState {
  /** Sidebar at 64 px instead of 256 px; persisted across reloads. */
  sidebarCollapsed: boolean;
  /** Mirrors the browser's full-screen state. */
  fullScreen: boolean;
  /** Below the phone breakpoint the sidebar is a drawer; whether it is open. Not persisted. */
  drawerOpen: boolean;
}

export const initialLayoutState: LayoutState = { sidebarCollapsed: false, fullScreen: false, drawerOpen: false };

/** The layout slice; tests run its reducer alone. */
export const layoutSlice = createSlice({
  name: 'layout',
  initialState: initialLayoutState,
  reducers: {
    sidebarToggled(state) {
      state.sidebarCollapsed = !state.sidebarCollapsed;
    },
    /** The browser entered or left full screen. */
    fullScreenChanged(state, { payload }: PayloadAction<boolean>) {
      state.fullScreen = payload;
    },
    /** The header's menu button opened the phone drawer. */
    drawerOpened(state) {
      state.drawerOpen = true;
    },
    /** A navigation, Escape, the backdrop or leaving the phone width closed the drawer. */
    drawerClosed(state) {
      state.drawerOpen = false;
    },
  },
  selectors: fieldSelectors<LayoutState>()({
    selectSidebarCollapsed: 'sidebarCollapsed',
    selectFullScreen: 'fullScreen',
    selectDrawerOpen: 'drawerOpen',
  }),
});

/** The slice's actions and selectors (the feature registers its state: see its index). */
export const {
  selectSidebarCollapsed,
  selectFullScreen,
  selectDrawerOpen,
  sidebarToggled,
  fullScreenChanged,
  drawerOpened,
  drawerClosed,
} = bindSlice(layoutSlice);
