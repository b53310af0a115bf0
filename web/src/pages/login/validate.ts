import { format, messages } from '../../i18n';

const shellTexts = messages.shell;

/** The login form's fields. */
export interface LoginFields {
  userName: string;
  password: string;
  captchaCode: string;
}

/** One message per field that fails its rule; empty when the form can be sent. */
export type LoginErrors = Partial<Record<keyof LoginFields, string>>;

/** Every field is required (surrounding spaces do not count). */
export function validateLogin(fields: LoginFields): LoginErrors {
  const labels: Record<keyof LoginFields, string> = {
    userName: messages.login.userName,
    password: messages.login.password,
    captchaCode: messages.login.captchaCode,
  };
  const errors: LoginErrors = {};
  for (const key of Object.keys(labels) as (keyof LoginFields)[]) {
    if (fields[key].trim() === '') errors[key] = format(shellTexts.validation.required, { field: labels[key] });
  }
  return errors;
}
