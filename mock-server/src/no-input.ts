import type { Plugin, Request } from '@hapi/hapi';
import Joi from 'joi';
import { refusal } from './errors';

/** A query with no parameters: whatever is sent is unknown, and joi names the first. */
const NO_PARAMETERS = Joi.object({});

/** Whether `value` has no enumerable key (hapi's query object has no prototype to walk). */
function isEmpty(value: object): boolean {
  for (const _key in value) return false;
  return true;
}

/**
 * The refusal of what `request`'s route takes none of: query parameters when it lists none (no
 * `validate.query`), a body when it does not parse one (`NO_BODY` in schemas.ts).
 */
function unlistedInput(request: Request): Error | null {
  const { validate, payload } = request.route.settings;
  if (!validate?.query && !isEmpty(request.query)) {
    const { error } = NO_PARAMETERS.validate(request.query);
    return refusal(400, 'invalid_request', error?.message ?? 'this call takes no query parameters');
  }
  const raw: unknown = request.payload;
  if (payload?.parse === false && Buffer.isBuffer(raw) && raw.length > 0)
    return refusal(400, 'invalid_request', 'this call takes no body');
  return null;
}

/**
 * Refuses input a route does not list, with a 400, as the contract documents none: a query
 * parameter on a route without query parameters, a body (whatever its content type) on a call
 * that takes none. Checked after authentication and validation, so a missing token is still the
 * 401 and a bad id the 400 it was. One look for a key rather than a route-level joi schema: hapi
 * runs a schema on every request, compiling the route's `messages` each time (a tenth of a
 * request's CPU on `GET /pub/current/user`).
 */
export const noInputPlugin: Plugin<void> = {
  name: 'mock-no-input',
  register: (server) => {
    server.ext('onPreHandler', (request, h) => {
      const refused = unlistedInput(request);
      if (refused) throw refused;
      return h.continue;
    });
  },
};
