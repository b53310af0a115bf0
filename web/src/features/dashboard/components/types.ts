import type { components } from '@shared/contract/schema';

/** The figures of `GET /pub/dashboard`. */
export type Dashboard = components['schemas']['Dashboard'];
/** One day of the login series. */
export type LoginDay = Dashboard['logins'][number];
/** A figure beside the previous period's. */
export type Figure = components['schemas']['DashboardFigure'];
