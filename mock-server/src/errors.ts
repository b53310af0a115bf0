import Boom from '@hapi/boom';
import type { Plugin, Request, ResponseToolkit } from '@hapi/hapi';
import type { components } from '../../shared/contract/schema';

/** The contract's stable reason of a refusal, which clients map to a text in the user's language. */
export type ErrorReason = components['schemas']['ErrorReason'];

/** What a refusal raised here carries in `Boom.data`: its reason, and whether a 401 keeps code 401. */
interface Refusal {
  reason: ErrorReason;
  permission?: true;
}

const isRefusal = (data: unknown): data is Refusal =>
  typeof data === 'object' && data !== null && typeof (data as Refusal).reason === 'string';

/**
 * A refusal for a rule of the server's own: HTTP `status` with `reason` for the client and
 * `message` (English, may name records) for developers.
 */
export function refusal(status: 400 | 404, reason: ErrorReason, message: string): Boom.Boom {
  return new Boom.Boom(message, { statusCode: status, data: { reason } satisfies Refusal });
}

/** A token failure (HTTP 401, code 9999) with its reason; `WWW-Authenticate: Bearer` as RFC 6750 asks. */
export function tokenRefusal(reason: 'token_invalid' | 'session_expired', message: string): Boom.Boom {
  const error = Boom.unauthorized(message, 'Bearer');
  error.data = { reason } satisfies Refusal;
  return error;
}

/** The `reason` a failure carries when it is a refusal raised here; undefined for Hapi's own and server errors. */
export function refusalReason(error: Boom.Boom): ErrorReason | undefined {
  return error.output.statusCode < 500 && isRefusal(error.data) ? error.data.reason : undefined;
}

/** Error code of an invalid, expired or revoked token (HTTP 401), as the contract says. */
const TOKEN_ERROR_CODE = 9999;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** A 429 telling the client how many seconds to wait. */
export function tooManyRequests(message: string, retryAfterSeconds: number): Boom.Boom {
  const error = Boom.tooManyRequests(message, { reason: 'rate_limited' } satisfies Refusal);
  error.output.headers['Retry-After'] = String(retryAfterSeconds);
  return error;
}

/**
 * HTTP 401 with code 401, the one 401 that is not a token failure: a valid token whose roles do not
 * allow this call, or a privilege rule refusing it (`reason` and `message` name the rule).
 * @param reason @default 'no_permission'
 */
export function noPermission(
  message = 'no permission for this call',
  reason: ErrorReason = 'no_permission',
): Boom.Boom {
  return new Boom.Boom(message, { statusCode: 401, data: { reason, permission: true } satisfies Refusal });
}

/** The methods other routes answer on this path, when the request matched no route. */
function allowedMethods(request: Request): string[] {
  // Hapi answers an unmatched method with its special not-found route.
  if ((request.route.method as string) !== '_special') return [];
  return METHODS.filter((method) => request.server.match(method, request.path) !== null).map((m) => m.toUpperCase());
}

function onPreResponse(request: Request, h: ResponseToolkit) {
  const response = request.response;
  if (!Boom.isBoom(response)) return h.continue;
  let error = response;
  const allow = error.output.statusCode === 404 ? allowedMethods(request) : [];
  if (allow.length > 0) {
    error = Boom.methodNotAllowed('method not allowed', undefined, allow);
  }
  const status = error.output.statusCode;
  if (status >= 500) {
    // Only the message: stacks and request headers stay out of the log.
    console.error(`mock-server: ${request.method.toUpperCase()} ${request.path} failed: ${response.message}`);
  }
  const message = status >= 500 ? 'server error' : String(error.output.payload.message || error.output.payload.error);
  const reason = refusalReason(error);
  const code = status === 401 && (error.data as Refusal | null)?.permission !== true ? TOKEN_ERROR_CODE : status;
  const body: components['schemas']['Error'] = { error: { code, message, ...(reason && { reason }) } };
  error.output.payload = body as unknown as Boom.Payload;
  return error;
}

/** The name of the plugin below, for extensions that must run before its error body is made. */
export const ERRORS_PLUGIN = 'mock-errors';

/** The one extension turning every failure, Hapi's own included, into `{"error": {"code", "message", "reason"?}}`. */
export const errorsPlugin: Plugin<void> = {
  name: ERRORS_PLUGIN,
  register: (server) => {
    server.ext('onPreResponse', onPreResponse);
  },
};
