import { type PayloadAction, type WithSlice, createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../lib/store';

/** The main layout's chrome. */
export interface LayoutState {
  /** Sidebar at 64 px instead of 256 px; persisted across reloads. */
  sidebarCollapsed: boolean;
  /** Mirrors the browser's full-screen state. */
  fullScreen: boolean;
}

export const initialLayoutState: LayoutState = { sidebarCollapsed: false, fullScreen: false };

const layoutSlice = createSlice({
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
  },
  selectors: {
    /** Whether the sidebar is collapsed to icons. */
    selectSidebarCollapsed: (state) => state.sidebarCollapsed,
    /** Whether the browser is in full screen. */
    selectFullScreen: (state) => state.fullScreen,
  },
});

declare module '../../lib/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof layoutSlice> {}
}

/** The layout slice, injected when this module first loads (the shell needs it at start). */
export const injectedLayout = layoutSlice.injectInto(rootReducer);

export const layoutReducer = layoutSlice.reducer;
export const { selectSidebarCollapsed, selectFullScreen } = injectedLayout.selectors;
export const { sidebarToggled, fullScreenChanged } = layoutSlice.actions;
