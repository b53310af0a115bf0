import { USER_NAME_PATTERN } from '@shared/contract/patterns/forms';
import type { FieldErrors } from '@/components/crud/validators';
import { emailText, minLengthText, nameText, phoneText, requiredText } from '@/components/crud/validators';
import * as pageTexts from '@/i18n/page-messages';
import { md5Hex } from '@/lib/md5-hex';
import type { Enablement } from '@/components/crud/crud-types';
import type { SystemUser, UserCreateParam, UserUpdateParam } from './api';

const crudTexts = pageTexts.crud;
const userTexts = pageTexts.systemUsers;

/** Shortest password accepted. */
export const MIN_PASSWORD_LENGTH = 6;

/** What the user dialog edits; the passwords are plain text until they are sent. */
export interface UserFields {
  userName: string;
  realName: string;
  password: string;
  confirmPassword: string;
  email: string;
  phone: string;
  status: Enablement;
  roleIds: string[];
}

/** The fields of a new user. */
export const emptyUserFields: UserFields = {
  userName: '',
  realName: '',
  password: '',
  confirmPassword: '',
  email: '',
  phone: '',
  status: 'enabled',
  roleIds: [],
};

/** The fields for editing `user` (the password stays empty: unchanged). */
export function userToFields(user: SystemUser): UserFields {
  const { userName, realName, email, phone, status, roleIds } = user;
  return { userName, realName, password: '', confirmPassword: '', email, phone, status, roleIds };
}

/**
 * The user form's rules: user name and real name required, the user name in the contract's
 * format, e-mail and phone well formed when given, the password required on create and at least
 * 6 characters whenever given, and confirmed.
 */
export function validateUser(fields: UserFields, mode: 'create' | 'edit'): FieldErrors<UserFields> {
  const t = userTexts;
  const errors: FieldErrors<UserFields> = {};
  const userName = fields.userName.trim();
  errors.userName =
    requiredText(userName, t.userName) ?? (USER_NAME_PATTERN.test(userName) ? undefined : t.userNameFormat);
  errors.realName = nameText(fields.realName, t.realName);
  if (mode === 'create' || fields.password !== '') {
    errors.password =
      requiredText(fields.password, t.password) ?? minLengthText(fields.password, t.password, MIN_PASSWORD_LENGTH);
    errors.confirmPassword =
      requiredText(fields.confirmPassword, t.confirmPassword) ??
      (fields.confirmPassword === fields.password ? undefined : crudTexts.mismatch);
  }
  errors.email = emailText(fields.email);
  errors.phone = phoneText(fields.phone);
  return errors;
}

const common = ({ userName, realName, email, phone, status, roleIds }: UserFields) => ({
  userName: userName.trim(),
  realName: realName.trim(),
  email: email.trim(),
  phone: phone.trim(),
  status,
  roleIds,
});

/** What creating sends: the password as MD5 hex, never as typed. */
export function toCreateParam(fields: UserFields): UserCreateParam {
  return { ...common(fields), password: md5Hex(fields.password) };
}

/** What editing sends: the password only when a new one was typed. */
export function toUpdateParam(fields: UserFields): UserUpdateParam {
  return fields.password === '' ? common(fields) : { ...common(fields), password: md5Hex(fields.password) };
}
