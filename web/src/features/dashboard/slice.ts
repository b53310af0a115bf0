import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import { bindSlice } from '@/lib/store';
import { isSessionChange } from '@/features/session';
import type { Dashboard } from './api';

/** Where the figures' load stands. */
export type DashboardStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The dashboard's figures and how their last load went. */
export interface DashboardState {
  /** The last figures the server sent; kept through a failed reload. */
  figures: Dashboard | null;
  /** Where the figures' load stands. */
  status: DashboardStatus;
  /** The last failure's text (the API client has already shown it as a toast). */
  error: string | null;
}

/** The state before any load. */
export const initialDashboardState: DashboardState = { figures: null, status: 'idle', error: null };

/** The dashboard slice; tests run its reducer alone. */
export const dashboardSlice = createSlice({
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
  // The figures are forgotten when the session changes hands, so the next account never sees them.
  extraReducers: (builder) => void builder.addMatcher(isSessionChange, () => initialDashboardState),
  selectors: {
    /** The figures with their load's status and error, as one value: the view draws from all three. */
    selectDashboard: (state) => state,
  },
});

/** The slice's actions and selectors (the feature registers its state: see its index). */
export const {
  selectDashboard,
  loadRequested: dashboardLoadRequested,
  loaded: dashboardLoaded,
  loadFailed: dashboardLoadFailed,
} = bindSlice(dashboardSlice);
