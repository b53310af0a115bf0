import type { FieldErrors } from '@/components/crud/validators';
import { format, messages } from '@/i18n';

const shellTexts = messages.shell;

/** The login form's fields. */
export interface LoginFields {
  userName: string;
  password: string;
  captchaCode: string;
}

/** Every field is required (surrounding spaces do not count). */
export function validateLogin(fields: LoginFields): FieldErrors<LoginFields> {
  const labels: Record<keyof LoginFields, string> = {
    userName: messages.login.userName,
    password: messages.login.password,
    captchaCode: messages.login.captchaCode,
  };
  const errors: FieldErrors<LoginFields> = {};
  for (const key of Object.keys(labels) as (keyof LoginFields)[]) {
    if (fields[key].trim() === '') errors[key] = format(shellTexts.validation.required, { field: labels[key] });
  }
  return errors;
}
