/** The dashboard's API call; it answers openapi-fetch's `{ data, error }`. */
import { apiClient } from '@/api/client';
import type { components } from '@shared/contract/schema';

/** The figures of `GET /pub/dashboard`. */
export type Dashboard = components['schemas']['Dashboard'];
/** One day of the login series. */
export type LoginDay = Dashboard['logins'][number];

/** Fetches the figures; `signal` lets a superseded load abort its request. */
export const fetchDashboard = (signal?: AbortSignal) => apiClient.GET('/pub/dashboard', { signal });
