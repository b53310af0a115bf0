import type { components } from '@shared/contract/schema';

export type UserInfo = components['schemas']['UserInfo'];
export type Role = components['schemas']['Role'];
export type UpdateProfileParam = components['schemas']['UpdateProfileParam'];

/** A password change as typed; both are hashed by the saga. */
export interface PasswordChangeRequest {
  oldPassword: string;
  newPassword: string;
}

/** Progress of a submit. */
export type SubmitStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';
