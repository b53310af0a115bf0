import Joi from 'joi';
import { jsonBody, shownName, shownText } from '../../schemas';
import { ACTION_CODE, ENTITY_ID, STATUS } from '../system-shared/fields';
import { listQuerySchema } from '../system-shared/list-page';

/** `SystemRoleSortField` in the contract. */
export const ROLE_SORT_FIELDS = ['name', 'sequence', 'status', 'createdAt'] as const;

/** `GET /roles` query. */
export const roleQuerySchema = listQuerySchema(ROLE_SORT_FIELDS, { status: STATUS });

const grant = Joi.object({
  menuId: ENTITY_ID.required(),
  actions: Joi.array().items(ACTION_CODE).max(50).unique().required(),
});

/** `SystemRoleParam`, its defaults filled in. */
export const roleSchema = jsonBody({
  name: shownName(64).required(),
  sequence: Joi.number().integer().min(0).max(1_000_000).default(0),
  status: STATUS.default('enabled'),
  memo: shownText(256).default(''),
  menus: Joi.array().items(grant).max(500).unique('menuId').required(),
}).messages({ 'array.unique': '{{#label}} names a menu twice' });
