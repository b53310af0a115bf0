import { injectedDashboard } from './slice';

/** The last figures loaded, or `null` before the first load. */
export const selectDashboardFigures = injectedDashboard.selector((state) => state.dashboard.figures);
/** Where the figures' load stands. */
export const selectDashboardStatus = injectedDashboard.selector((state) => state.dashboard.status);
/** The last load failure's text, or `null`. */
export const selectDashboardError = injectedDashboard.selector((state) => state.dashboard.error);
