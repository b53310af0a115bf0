import Boom from '@hapi/boom';
import type { Lifecycle, Plugin, Request, ResponseToolkit } from '@hapi/hapi';

/** Error code of an invalid, expired or revoked token (HTTP 401), as the contract says. */
const TOKEN_ERROR_CODE = 9999;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** A 429 telling the client how many seconds to wait. */
export function tooManyRequests(message: string, retryAfterSeconds: number): Boom.Boom {
  const error = Boom.tooManyRequests(message);
  error.output.headers['Retry-After'] = String(retryAfterSeconds);
  return error;
}

/** Marks the one 401 that is not a token failure, so its code stays 401. */
const NO_PERMISSION = Symbol('no permission');

/**
 * HTTP 401 with code 401 (shown as 无数据权限): a valid token whose roles do not allow this call,
 * or a privilege rule refusing it (`message` names the rule).
 */
export function noPermission(message = 'no permission for this call'): Boom.Boom {
  return new Boom.Boom(message, { statusCode: 401, data: NO_PERMISSION });
}

/** Validation failures become a 400 with joi's message (values are never echoed: see `messages`). */
export const failAction: Lifecycle.Method = (_request, _h, err) => {
  throw Boom.badRequest(err instanceof Error ? err.message : 'invalid request');
};

/** Joi messages that do not repeat the offending value (it may be a password or a huge avatar). */
export const validationMessages = {
  'string.pattern.base': '{{#label}} has an invalid format',
  'string.pattern.name': '{{#label}} has an invalid format',
  'string.email': '{{#label}} must be a valid email address',
};

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
  const code = status === 401 && error.data !== NO_PERMISSION ? TOKEN_ERROR_CODE : status;
  error.output.payload = { error: { code, message } } as unknown as Boom.Payload;
  return error;
}

/** The one extension turning every failure, Hapi's own included, into `{"error": {"code", "message"}}`. */
export const errorsPlugin: Plugin<void> = {
  name: 'mock-errors',
  register: (server) => {
    server.ext('onPreResponse', onPreResponse);
  },
};
