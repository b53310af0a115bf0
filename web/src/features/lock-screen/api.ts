/** The lock screen's API call; it answers openapi-fetch's `{ data, error }`. */
import { apiClient } from '@/api/client';

/** Checks the signed-in user's password (MD5 hex): `POST /pub/current/unlock`. */
export const unlockScreen = (password: string) => apiClient.POST('/pub/current/unlock', { body: { password } });
