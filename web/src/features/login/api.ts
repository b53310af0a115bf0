/** The login form's API calls; each answers openapi-fetch's `{ data, error }`. */
import { apiClient } from '@/api/client';
import type { components } from '@shared/contract/schema';

type LoginParam = components['schemas']['LoginParam'];

/** Draws a new captcha: `GET /pub/login/captchaid`. */
export const fetchCaptchaId = () => apiClient.GET('/pub/login/captchaid');

/** The captcha image as a Blob (`reload` draws a new code for the same id). */
export const fetchCaptchaImage = (id: string, reload: boolean) =>
  apiClient.GET('/pub/login/captcha', { params: { query: { id, reload: reload ? '1' : '0' } }, parseAs: 'blob' });

/** Logs in with the password already hashed: `POST /pub/login`. */
export const login = (body: LoginParam) => apiClient.POST('/pub/login', { body });
