/** The auth flows' API calls; each answers openapi-fetch's `{ data, error }`. */
import { apiClient } from '../../api/client';
import type { components } from '../../../../shared/contract/schema';

type LoginParam = components['schemas']['LoginParam'];
type UpdateProfileParam = components['schemas']['UpdateProfileParam'];
type UpdatePasswordParam = components['schemas']['UpdatePasswordParam'];

/** Draws a new captcha: `GET /pub/login/captchaid`. */
export const fetchCaptchaId = () => apiClient.GET('/pub/login/captchaid');

/** The captcha image as a Blob (`reload` draws a new code for the same id). */
export const fetchCaptchaImage = (id: string, reload: boolean) =>
  apiClient.GET('/pub/login/captcha', { params: { query: { id, reload: reload ? '1' : '0' } }, parseAs: 'blob' });

/** Logs in with the password already hashed: `POST /pub/login`. */
export const login = (body: LoginParam) => apiClient.POST('/pub/login', { body });

/** Trades the current token for a new one: `POST /pub/refresh-token`. */
export const refreshToken = () => apiClient.POST('/pub/refresh-token');

/** Revokes the current token: `POST /pub/login/exit`. */
export const logout = () => apiClient.POST('/pub/login/exit');

/** The signed-in user: `GET /pub/current/user`. */
export const fetchCurrentUser = () => apiClient.GET('/pub/current/user');

/** Saves profile fields and answers the updated user: `PUT /pub/current/user`. */
export const updateProfile = (body: UpdateProfileParam) => apiClient.PUT('/pub/current/user', { body });

/** Changes the password (both MD5 hex): `PUT /pub/current/password`. */
export const updatePassword = (body: UpdatePasswordParam) => apiClient.PUT('/pub/current/password', { body });
