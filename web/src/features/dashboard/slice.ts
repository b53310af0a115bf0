import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import { resetOnSignOut } from '../crud';
import type { Dashboard } from './api';

/** Where the figures' load stands. */
export type DashboardStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The dashboard's figures and how their last load went. */
export interface DashboardState {
  /** The last figures the server sent; kept through a failed reload. */
  figures: Dashboard | null;
  status: DashboardStatus;
  /** The last failure's text (the API client has already shown it as a toast). */
  error: string | null;
}

/** The state before any load. */
export const initialDashboardState: DashboardState = { figures: null, status: 'idle', error: null };

const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState: initialDashboardState,
  reducers: {
    loadRequested(state) {
      state.status = 'loading';
    },
    loaded(state, action: PayloadAction<Dashboard>) {
      state.figures = action.payload;
      state.status = 'ready';
      state.error = null;
    },
    loadFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
});

export const { loadRequested: dashboardLoadRequested, loaded: dashboardLoaded, loadFailed: dashboardLoadFailed } = dashboardSlice.actions;

/** The dashboard's reducer; the figures are forgotten on sign-out, so the next account never sees them. */
export const dashboardReducer = resetOnSignOut(dashboardSlice.reducer);
