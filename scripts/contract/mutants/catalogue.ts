import Boom from '@hapi/boom';
import type { Request, ResponseObject, ResponseToolkit, Server } from '@hapi/hapi';
import { rootUser } from '../../../mock-server/src/data/built-ins';
import { verifyPassword } from '../../../mock-server/src/lib/password';
import { rootToken } from '../../../mock-server/src/testing/root-token';
import { onJsonBody } from './json-body';
import { serveOtherIds } from './other-ids';

/**
 * A deliberate fault, injected into a mock server from outside the product code: extensions
 * registered on the server `createServer` answers, using only its public context.
 */
export interface Mutant {
  name: string;
  /** What the fault breaks (or, for one the suite must pass, what the server does otherwise), in a few words. */
  fault: string;
  inject: (server: Server) => void;
  /**
   * `passed` for a server that keeps the contract in a way the mock does not (other ids): the
   * suite must pass it, and a failure is the suite's own fault. @default 'caught'
   */
  expected?: 'caught' | 'passed';
}

/** The successful JSON answer of `request`, or null (failures, images, empty bodies). */
function jsonSuccess(request: Request): (ResponseObject & { source: Record<string, unknown> }) | null {
  const response = request.response;
  if (Boom.isBoom(response)) return null;
  const { source } = response as ResponseObject;
  if (source === null || typeof source !== 'object' || Array.isArray(source) || Buffer.isBuffer(source)) return null;
  return response as ResponseObject & { source: Record<string, unknown> };
}

/** Registers `change` on every successful JSON answer. */
const onJsonSuccess = (
  server: Server,
  change: (response: ResponseObject & { source: Record<string, unknown> }) => void,
) =>
  server.ext('onPreResponse', (request: Request, h: ResponseToolkit) => {
    const response = jsonSuccess(request);
    if (response) change(response);
    return h.continue;
  });

type ErrorBody = { error?: { code: number; message: string } };

/**
 * Registers `change` on every failure, applied to the body the mock's error extension writes. That
 * extension answers the error itself, which ends the onPreResponse chain, so this one runs before
 * it and catches the body as it is set.
 */
const onFailure = (server: Server, change: (body: ErrorBody, error: Boom.Boom) => object) =>
  server.ext(
    'onPreResponse',
    (request: Request, h: ResponseToolkit) => {
      const error = request.response;
      if (!Boom.isBoom(error)) return h.continue;
      let payload = error.output.payload as object;
      Object.defineProperty(error.output, 'payload', {
        configurable: true,
        enumerable: true,
        get: () => payload,
        set: (body: ErrorBody) => void (payload = change(body, error)),
      });
      return h.continue;
    },
    { before: ['mock-errors'] },
  );

/** Deletes `builtIn` from `value` and every object and array inside it. */
function dropBuiltIn(value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  if (!Array.isArray(value)) delete (value as Record<string, unknown>).builtIn;
  for (const inner of Object.values(value)) dropBuiltIn(inner);
}

const NOTICE_STREAM = '/api/v1/pub/current/notices/stream';

/** Registers `change` on every request for the notice stream, before anything reads it. */
const onStreamRequest = (server: Server, change: (request: Request) => void) =>
  server.ext('onRequest', (request, h) => {
    if (request.path === NOTICE_STREAM) change(request);
    return h.continue;
  });
/** Puts `change` between an audit log and what is appended to it. */
function onAuditAppend<T>(log: { append: (fields: T) => unknown }, change: (fields: T) => T | null): void {
  const append = log.append.bind(log);
  log.append = (fields) => {
    const changed = change(fields);
    return changed === null ? undefined : append(changed);
  };
}

/** The faults `npm run contract:mutants` injects, one server each. */
export const MUTANTS: readonly Mutant[] = [
  {
    name: 'wrong-status',
    fault: 'successes answer 201 instead of 200',
    inject: (s) => onJsonSuccess(s, (r) => void r.code(201)),
  },
  {
    name: 'missing-field',
    fault: 'every JSON answer loses its first field',
    inject: (s) => onJsonSuccess(s, (r) => void delete r.source[Object.keys(r.source)[0]!]),
  },
  {
    name: 'wrong-type',
    fault: 'numbers at the top of an answer become strings',
    inject: (s) =>
      onJsonSuccess(s, (r) => {
        for (const [key, value] of Object.entries(r.source))
          if (typeof value === 'number') r.source[key] = String(value);
      }),
  },
  {
    name: 'extra-property',
    fault: 'every JSON answer carries an undocumented field',
    inject: (s) => onJsonSuccess(s, (r) => void (r.source.debug = true)),
  },
  {
    name: 'wrong-content-type',
    fault: 'JSON answers are labelled text/plain',
    inject: (s) => onJsonSuccess(s, (r) => void r.type('text/plain')),
  },
  {
    name: 'missing-error-body',
    fault: "failures answer Hapi's default body, not {error: {code, message}}",
    inject: (s) =>
      onFailure(s, (_body, e) => ({ statusCode: e.output.statusCode, error: 'Error', message: e.message })),
  },
  {
    name: 'token-error-code',
    fault: 'an unusable token answers code 401, not 9999',
    inject: (s) => onFailure(s, (body) => (body.error?.code === 9999 ? { error: { ...body.error, code: 401 } } : body)),
  },
  {
    name: 'bad-input-crashes',
    fault: 'bad input answers 500 instead of 400',
    inject: (s) =>
      onFailure(s, (body, e) => {
        if (e.output.statusCode !== 400) return body;
        e.output.statusCode = 500;
        return { error: { code: 500, message: 'server error' } };
      }),
  },
  {
    name: 'no-retry-after',
    fault: '429 answers lack Retry-After',
    inject: (s) =>
      onFailure(s, (body, e) => {
        delete e.output.headers['Retry-After'];
        return body;
      }),
  },
  {
    name: 'token-not-checked',
    fault: 'a forged, expired or revoked token is taken for root',
    inject: (s) =>
      s.ext('onRequest', (request, h) => {
        const header: unknown = request.headers.authorization;
        if (typeof header === 'string' && !s.app.mock.tokens.verify(header.replace(/^bearer\s+/i, '')))
          request.headers.authorization = `Bearer ${rootToken(s)}`;
        return h.continue;
      }),
  },
  {
    name: 'permission-not-enforced',
    fault: 'the permission guard sees root instead of the caller (the handler still sees the caller)',
    inject: (s) => {
      type Caller = Request['auth']['credentials']['user'];
      const callers = new WeakMap<Request, Caller>();
      s.ext('onCredentials', (request, h) => {
        const root = rootUser(s.app.mock.store);
        if (request.auth.credentials.user && root) {
          callers.set(request, request.auth.credentials.user);
          request.auth.credentials.user = { record: root };
        }
        return h.continue;
      });
      // Registered after the plugins' guards, so it runs after them: the handler sees the real caller.
      s.ext('onPostAuth', (request, h) => {
        if (callers.has(request)) request.auth.credentials.user = callers.get(request);
        return h.continue;
      });
    },
  },
  {
    name: 'no-built-in-flag',
    fault: 'users, roles and the signed-in user lose their builtIn flag',
    inject: (s) => onJsonBody(s, dropBuiltIn),
  },
  {
    name: 'other-ids',
    fault: 'users, roles, menus and resources answered and addressed by other ids',
    inject: serveOtherIds,
    expected: 'passed',
  },
  {
    name: 'logout-keeps-token',
    fault: 'logout answers OK without revoking the token',
    inject: (s) =>
      s.ext('onPostAuth', (request, h) =>
        request.path === '/api/v1/pub/login/exit' ? h.response({ status: 'OK' }).takeover() : h.continue,
      ),
  },
  {
    name: 'unlock-unlimited',
    fault: 'wrong passwords at the locked screen never end the session',
    inject: (s) =>
      s.ext('onPostAuth', async (request, h) => {
        if (request.path !== '/api/v1/pub/current/unlock') return h.continue;
        const { password } = (request.payload ?? {}) as { password?: unknown };
        const user = request.auth.credentials.user?.record;
        if (typeof password !== 'string' || !user || (await verifyPassword(password, user.passwordHash)))
          return h.continue;
        return h
          .response({ error: { code: 400, message: 'the password is wrong', reason: 'password_wrong' } })
          .code(400)
          .takeover();
      }),
  },
  {
    name: 'stream-accepts-revoked-token',
    fault: 'the notice stream takes a forged, expired or revoked token for root',
    inject: (s) =>
      onStreamRequest(s, (request) => {
        const header: unknown = request.headers.authorization;
        if (typeof header === 'string' && !s.app.mock.tokens.verify(header.replace(/^bearer\s+/i, '')))
          request.headers.authorization = `Bearer ${rootToken(s)}`;
      }),
  },
  {
    name: 'stream-keeps-open-after-logout',
    fault: 'open notice streams outlive a logout (and every other end of their session) until their token expires',
    inject: (s) => void (s.plugins['mock-notices'].hub.recheck = () => undefined),
  },
  {
    name: 'stream-no-replay',
    fault: 'the notice stream ignores Last-Event-ID: a reconnect misses what was sent meanwhile',
    inject: (s) => onStreamRequest(s, (request) => void delete request.headers['last-event-id']),
  },
  {
    name: 'notices-read-ignored',
    fault: 'marking notices read answers OK and marks nothing',
    inject: (s) =>
      s.ext('onPostAuth', (request, h) =>
        request.path === '/api/v1/pub/current/notices/read' ? h.response({ status: 'OK' }).takeover() : h.continue,
      ),
  },
  {
    name: 'cacheable-token',
    fault: 'token answers lose Cache-Control: no-store',
    inject: (s) =>
      onJsonSuccess(s, (r) => {
        if ('accessToken' in r.source) delete r.headers['cache-control'];
      }),
  },
  {
    name: 'audit-deletable',
    fault: 'an operation log record answers DELETE with OK',
    inject: (s) =>
      s.ext(
        'onPreResponse',
        (request, h) =>
          request.method === 'delete' && /^\/api\/v1\/audit\/operations\/[^/]+$/.test(request.path)
            ? h.response({ status: 'OK' }).takeover()
            : h.continue,
        { before: ['mock-errors'] },
      ),
  },
  {
    name: 'audit-password-recorded',
    fault: 'the operation log records a new password hash instead of redacting it',
    inject: (s) => {
      const { store } = s.app.mock;
      onAuditAppend(store.operationLog, (fields) => ({
        ...fields,
        changes: fields.changes.map((change) =>
          change.redacted
            ? { field: change.field, after: store.users.get(fields.recordId ?? '')?.passwordHash }
            : change,
        ),
      }));
    },
  },
  {
    name: 'audit-skips-failed-login',
    fault: 'the sign-in log leaves failed logins out',
    inject: (s) =>
      onAuditAppend(s.app.mock.store.signInLog, (fields) =>
        fields.event === 'login' && fields.result === 'failure' ? null : fields,
      ),
  },
];
