import type { components } from '../../../../shared/contract/schema';

export type UserInfo = components['schemas']['UserInfo'];
export type Role = components['schemas']['Role'];
export type UpdateProfileParam = components['schemas']['UpdateProfileParam'];

/** What the login form submits; the password is plain here and hashed by the saga. */
export interface LoginRequest {
  userName: string;
  password: string;
  captchaId: string;
  captchaCode: string;
}

/** A password change as typed; both are hashed by the saga. */
export interface PasswordChangeRequest {
  oldPassword: string;
  newPassword: string;
}

/** A token as the app keeps it: `"<tokenType> <accessToken>"` and its expiry. */
export interface StoredSession {
  token: string;
  /** Unix seconds; `null` when unknown. */
  expiresAt: number | null;
}

/** Progress of a submit. */
export type SubmitStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';
