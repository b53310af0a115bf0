import Joi from 'joi';
import { HREF, jsonBody, shownName } from '../../schemas';
import { ACTION_CODE, ENTITY_ID } from '../system-shared/fields';
import { QUERY_VALUE } from '../system-shared/list-page';

/** `GET /menus` query. */
export const menuQuerySchema = Joi.object({ queryValue: QUERY_VALUE });

const action = Joi.object({
  code: ACTION_CODE.required(),
  name: shownName(32).required(),
  resourceIds: Joi.array().items(ENTITY_ID).max(50).unique().required(),
});

/** `SystemMenuParam`. */
export const menuSchema = jsonBody({
  parentId: ENTITY_ID.allow(null).required(),
  routeName: Joi.string()
    .pattern(/^[A-Z][A-Za-z0-9]{0,63}$/, 'route name')
    .required(),
  routePath: Joi.string()
    .max(128)
    .pattern(/^(\/[a-z0-9][a-z0-9-]*)+$/, 'route path')
    .required(),
  component: Joi.string()
    .max(128)
    .pattern(/^(\/layouts\/[A-Z][A-Za-z0-9]*|[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*)$/, 'component')
    .required(),
  name: shownName(64).required(),
  // Which names are allowed is a rule of its own (`unknown_icon`, menu-rules.ts), not a validation failure.
  icon: Joi.string().allow('').max(64).required(),
  showStatus: Joi.number().valid(1, 2).required(),
  sequence: Joi.number().integer().min(0).max(1_000_000).required(),
  href: HREF,
  actions: Joi.array().items(action).max(50).unique('code').required(),
}).messages({ 'array.unique': '{{#label}} repeats an action code' });
