/** The session's API calls; each answers openapi-fetch's `{ data, error }`. */
import { apiClient } from '@/api/client';

/** Trades the current token for a new one: `POST /pub/refresh-token`. */
export const refreshToken = () => apiClient.POST('/pub/refresh-token');

/** Revokes the current token: `POST /pub/login/exit`. */
export const logout = () => apiClient.POST('/pub/login/exit');
