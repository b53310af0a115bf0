import { type FieldErrors, emailText, minLengthText, nameText, phoneText } from '@/components/crud/validators';
import { format, messages } from '@/i18n';

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

/** realName is required; email and phone may be empty, otherwise well formed. */
export function validateProfile({ realName, email, phone }: ProfileFields): FieldErrors<ProfileFields> {
  const errors: FieldErrors<ProfileFields> = {};
  errors.realName = nameText(realName, messages.profile.realName);
  errors.email = emailText(email);
  errors.phone = phoneText(phone);
  return errors;
}

/** All three required, the new one at least 6 characters, different from the old, confirmed. */
export function validatePassword({
  oldPassword,
  newPassword,
  confirmPassword,
}: PasswordFields): FieldErrors<PasswordFields> {
  const p = messages.profile;
  const errors: FieldErrors<PasswordFields> = {};
  if (oldPassword === '') errors.oldPassword = required(p.oldPassword);
  if (newPassword === '') errors.newPassword = required(p.newPassword);
  else
    errors.newPassword =
      minLengthText(newPassword, p.newPassword, MIN_PASSWORD_LENGTH) ??
      (newPassword === oldPassword ? v.sameAsOld : undefined);
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
