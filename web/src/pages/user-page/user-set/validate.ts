import { format, messages } from '../../../i18n';

const shellTexts = messages.shell;

/** Shortest new password accepted. */
export const MIN_PASSWORD_LENGTH = 6;
/** Largest avatar, as the data URL sent (the contract's `avatar.maxLength`). */
export const MAX_AVATAR_BYTES = 64 * 1024;

const v = shellTexts.validation;
const required = (field: string) => format(v.required, { field });

/** The profile form's fields. */
export interface ProfileFields {
  realName: string;
  email: string;
  phone: string;
}

/** The password form's fields. */
export interface PasswordFields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** One message per failing field; empty when the form can be sent. */
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9+\-() ]*$/;

/** realName is required; email and phone may be empty, otherwise well formed. */
export function validateProfile({ realName, email, phone }: ProfileFields): FieldErrors<ProfileFields> {
  const errors: FieldErrors<ProfileFields> = {};
  if (realName.trim() === '') errors.realName = required(messages.profile.realName);
  if (email.trim() !== '' && !EMAIL.test(email.trim())) errors.email = v.email;
  if (!PHONE.test(phone.trim())) errors.phone = v.phone;
  return errors;
}

/** All three required, the new one at least 6 characters, different from the old, confirmed. */
export function validatePassword({ oldPassword, newPassword, confirmPassword }: PasswordFields): FieldErrors<PasswordFields> {
  const p = messages.profile;
  const errors: FieldErrors<PasswordFields> = {};
  if (oldPassword === '') errors.oldPassword = required(p.oldPassword);
  if (newPassword === '') errors.newPassword = required(p.newPassword);
  else if (newPassword.length < MIN_PASSWORD_LENGTH) errors.newPassword = format(v.minLength, { field: p.newPassword, min: MIN_PASSWORD_LENGTH });
  else if (newPassword === oldPassword) errors.newPassword = v.sameAsOld;
  if (confirmPassword === '') errors.confirmPassword = required(p.confirmPassword);
  else if (confirmPassword !== newPassword) errors.confirmPassword = p.passwordMismatch;
  return errors;
}

/** Why an avatar data URL cannot be sent, or `null` when it can. */
export function avatarProblem(dataUrl: string): string | null {
  if (!/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/.test(dataUrl)) return v.avatarNotImage;
  if (dataUrl.length > MAX_AVATAR_BYTES) return format(v.avatarTooLarge, { kb: MAX_AVATAR_BYTES / 1024 });
  return null;
}
