import { type PayloadAction, createSlice } from '@reduxjs/toolkit';

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
});

export const layoutReducer = layoutSlice.reducer;
export const { sidebarToggled, fullScreenChanged } = layoutSlice.actions;
