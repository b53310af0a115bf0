import { EMAIL_PATTERN, PHONE_PATTERN, SHOWN_NAME_PATTERN } from '@shared/contract/patterns/forms';
import { isBlankName } from '@shared/names';
import { format } from '@/i18n';
import { crud } from '@/i18n/page-messages';

const crudTexts = crud;

/** One message per failing field; empty when the form can be sent. */
export type FieldErrors<Fields> = Partial<Record<keyof Fields, string>>;

/** `请输入{label}` when `value` is blank, else `undefined`. */
export function requiredText(value: string, label: string): string | undefined {
  return value.trim() === '' ? format(crudTexts.required, { field: label }) : undefined;
}

/**
 * The contract's shown-name rule: `请输入{label}` when `value` shows nothing (blank once the
 * invisible code points are left out), a message when it holds control characters.
 */
export function nameText(value: string, label: string): string | undefined {
  if (isBlankName(value)) return format(crudTexts.required, { field: label });
  return SHOWN_NAME_PATTERN.test(value.trim()) ? undefined : format(crudTexts.unprintable, { field: label });
}

/** Whether `errors` holds no message, i.e. the form can be sent. */
export function isValid<Fields>(errors: FieldErrors<Fields>): boolean {
  return Object.values(errors).every((message) => message === undefined);
}

/** A message when a non-empty `value` is not an e-mail address (the contract's `Email`, so the form refuses what the server refuses). */
export function emailText(value: string): string | undefined {
  return value.trim() !== '' && !EMAIL_PATTERN.test(value.trim()) ? crudTexts.email : undefined;
}

/** A message when `value` is not a phone number (the contract's `OptionalPhone`: digits with the separators people type, or empty). */
export function phoneText(value: string): string | undefined {
  return PHONE_PATTERN.test(value.trim()) ? undefined : crudTexts.phone;
}

/** A message when `value` is shorter than `min` characters. */
export function minLengthText(value: string, label: string, min: number): string | undefined {
  return value.length < min ? format(crudTexts.minLength, { field: label, min }) : undefined;
}
