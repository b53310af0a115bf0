import Joi from 'joi';
import { jsonBody, shownText } from '../../schemas';
import { listQuerySchema } from '../system-shared/list-page';

/** `SystemResourceSortField` in the contract. */
export const RESOURCE_SORT_FIELDS = ['method', 'path'] as const;

const METHOD = Joi.string().valid('GET', 'POST', 'PUT', 'PATCH', 'DELETE');

/** `GET /resources` query. */
export const resourceQuerySchema = listQuerySchema(RESOURCE_SORT_FIELDS, { method: METHOD });

/** `SystemResourceParam`, its default filled in. */
export const resourceSchema = jsonBody({
  method: METHOD.required(),
  path: Joi.string()
    .max(256)
    .pattern(/^(\/([A-Za-z0-9._~-]+|\{[A-Za-z][A-Za-z0-9]*\}))+$/, 'route path')
    .required(),
  memo: shownText(128).default(''),
});
