import type { Plugin } from '@hapi/hapi';
import { refusal } from './errors';

/**
 * Routes that do not parse their payload (`NO_BODY` in schemas.ts) take no body: one sent anyway
 * is a 400, whatever its content type, since the contract documents none for them. Checked after
 * authentication and validation, so a missing token is still the 401 and a bad id the 400 it was.
 */
export const noBodyPlugin: Plugin<void> = {
  name: 'mock-no-body',
  register: (server) => {
    server.ext('onPreHandler', (request, h) => {
      const raw: unknown = request.payload;
      if (request.route.settings.payload?.parse === false && Buffer.isBuffer(raw) && raw.length > 0) {
        throw refusal(400, 'invalid_request', 'this call takes no body');
      }
      return h.continue;
    });
  },
};
