import type { RootState } from '../../app/store';

/** The last figures loaded, or `null` before the first load. */
export const selectDashboardFigures = (state: RootState) => state.dashboard.figures;
/** Where the figures' load stands. */
export const selectDashboardStatus = (state: RootState) => state.dashboard.status;
/** The last load failure's text, or `null`. */
export const selectDashboardError = (state: RootState) => state.dashboard.error;
