/** The profile's API calls; each answers openapi-fetch's `{ data, error }`. */
import { apiClient } from '@/api/client';
import type { components } from '@shared/contract/schema';

type UpdateProfileParam = components['schemas']['UpdateProfileParam'];
type UpdatePasswordParam = components['schemas']['UpdatePasswordParam'];

/** The signed-in user: `GET /pub/current/user`. */
export const fetchCurrentUser = () => apiClient.GET('/pub/current/user');

/** Saves profile fields and answers the updated user: `PUT /pub/current/user`. */
export const updateProfile = (body: UpdateProfileParam) => apiClient.PUT('/pub/current/user', { body });

/** Changes the password (both MD5 hex): `PUT /pub/current/password`. */
export const updatePassword = (body: UpdatePasswordParam) => apiClient.PUT('/pub/current/password', { body });
