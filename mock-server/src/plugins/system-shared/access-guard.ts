import type { Request, ResponseToolkit, ServerExtEventsRequestObject } from '@hapi/hapi';
import { authOf } from '../../auth/scheme';
import { canAccess } from '../../data/access';
import { noPermission } from '../../errors';

function guard(request: Request, h: ResponseToolkit) {
  const { user } = authOf(request);
  // The route's method, not the request's: Hapi serves HEAD with the GET route, and grants name GET.
  if (!canAccess(request.server.app.mock.store, user, request.route.method, request.route.path)) throw noPermission();
  return h.continue;
}

/**
 * The permission check of every route of the plugin that adds it (`server.ext(accessGuard)`):
 * after the token is accepted and before validation, the caller's roles must hold a menu action
 * whose resource is this route's method and path template (HEAD counts as the GET it stands for); otherwise HTTP 401 code 401.
 */
export const accessGuard: ServerExtEventsRequestObject = {
  type: 'onPostAuth',
  method: guard,
  options: { sandbox: 'plugin' },
};
