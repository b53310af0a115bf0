import Joi from 'joi';
import { EMAIL, MD5_HEX, PHONE, jsonBody, shownName } from '../../schemas';
import { ENTITY_ID, STATUS } from '../system-shared/fields';
import { listQuerySchema } from '../system-shared/list-page';

/** `SystemUserSortField` in the contract. */
export const USER_SORT_FIELDS = ['userName', 'realName', 'status', 'createdAt'] as const;

const fields = {
  userName: Joi.string()
    .pattern(/^[A-Za-z0-9][A-Za-z0-9_.@-]{0,63}$/, 'user name')
    .required(),
  realName: shownName(64).required(),
  email: EMAIL,
  phone: PHONE,
  status: STATUS,
  roleIds: Joi.array().items(ENTITY_ID).max(20).unique().required(),
};

/** `GET /users` query. */
export const userQuerySchema = listQuerySchema(USER_SORT_FIELDS, {
  status: STATUS,
  roleIds: Joi.string().pattern(/^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64}){0,19}$/, 'comma-separated role ids'),
});

/** `SystemUserCreateParam`. */
export const userCreateSchema = jsonBody({ ...fields, password: MD5_HEX.required() });

/** `SystemUserUpdateParam`: the password only when it changes. */
export const userUpdateSchema = jsonBody({ ...fields, password: MD5_HEX });
