import type { Request, Server } from '@hapi/hapi';
import type { TokenClaims, TokenService } from './tokens';
import { activeUser, type Store } from '../data/store';
import type { UserRecord } from '../data/types';
import { tokenRefusal } from '../errors';

/** The credentials of an authenticated request. */
export interface MockCredentials {
  user: Readonly<UserRecord>;
  token: TokenClaims;
}

declare module '@hapi/hapi' {
  interface UserCredentials {
    record: Readonly<UserRecord>;
  }
}

/** The user and token of a request on an authenticated route. */
export function authOf(request: Request): MockCredentials {
  const user = request.auth.credentials.user?.record;
  const token = request.auth.artifacts.token as TokenClaims | undefined;
  if (!user || !token) throw new Error('authOf called on a route without authentication');
  return { user, token };
}

/** The one message of every token failure (the error extension turns its 401 into code 9999). */
export const INVALID_TOKEN = 'invalid or expired token';

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/i;

/** The token of the request's `Authorization: Bearer` header, when it has the shape of one. */
export function bearerToken(request: Pick<Request, 'headers'>): string | null {
  const header: unknown = request.headers.authorization;
  return (typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined) ?? null;
}

/**
 * Registers the `jwt` strategy as the default: a Bearer HS256 token, not revoked, whose user still
 * exists and is enabled (checked on every request, so disabling a user ends their sessions).
 */
export function registerJwtAuth(server: Server, tokens: TokenService, store: Store): void {
  server.auth.scheme('mock-jwt', () => ({
    authenticate: (request, h) => {
      const token = bearerToken(request);
      const claims = token ? tokens.verify(token) : null;
      const user = claims ? activeUser(store, claims.sub) : undefined;
      if (!claims || !user) throw tokenRefusal('token_invalid', INVALID_TOKEN);
      return h.authenticated({ credentials: { user: { record: user } }, artifacts: { token: claims } });
    },
  }));
  server.auth.strategy('jwt', 'mock-jwt');
  server.auth.default('jwt');
}
