import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { components } from '../../../web/src/api/schema';

type LoginToken = components['schemas']['LoginToken'];

/** What a valid token says. */
export interface TokenClaims {
  sub: string;
  jti: string;
  exp: number;
}

/**
 * Issues and checks the HS256 access tokens and remembers two things per `jti` until the token
 * expires: the tokens issued (the dashboard's active sessions) and the tokens revoked. Both drop
 * an entry once its token has expired, so they stay bounded by what can still be used.
 */
export class TokenService {
  /** jti -> expiry, per user, so that all of a user's tokens can be revoked at once. */
  private readonly issued = new Map<string, { exp: number; sub: string }>();
  private readonly revoked = new Map<string, number>();
  private nextPrune = 0;

  constructor(private readonly options: { secret: string; ttlSeconds: number; now: () => number }) {}

  private seconds(): number {
    return Math.floor(this.options.now() / 1000);
  }

  /** A new token for `userId`. */
  issue(userId: string): LoginToken {
    const iat = this.seconds();
    const exp = iat + this.options.ttlSeconds;
    const jti = randomUUID();
    const accessToken = jwt.sign({ sub: userId, jti, iat, exp }, this.options.secret, { algorithm: 'HS256' });
    this.prune();
    this.issued.set(jti, { exp, sub: userId });
    return { accessToken, tokenType: 'Bearer', expiresAt: exp };
  }

  /** The claims of a well-formed, HS256-signed, unexpired and unrevoked token; null otherwise. */
  verify(token: string): TokenClaims | null {
    let payload: string | jwt.JwtPayload;
    try {
      payload = jwt.verify(token, this.options.secret, { algorithms: ['HS256'], clockTimestamp: this.seconds() });
    } catch {
      return null;
    }
    if (typeof payload === 'string') return null;
    const { sub, jti, exp } = payload;
    if (typeof sub !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') return null;
    if (this.revoked.has(jti)) return null;
    return { sub, jti, exp };
  }

  /** Revokes the token `jti` (until `exp`, when it would have stopped working anyway). */
  revoke(claims: Pick<TokenClaims, 'jti' | 'exp'>): void {
    this.prune();
    this.issued.delete(claims.jti);
    if (claims.exp > this.seconds()) this.revoked.set(claims.jti, claims.exp);
  }

  /**
   * Revokes every unexpired token this server issued to `userId` (a user disabled, deleted or
   * given a new password), so that enabling the user again does not bring old tokens back.
   */
  revokeUser(userId: string): void {
    for (const [jti, token] of this.issued) if (token.sub === userId) this.revoke({ jti, exp: token.exp });
  }

  /** Tokens issued by this server that are neither expired nor revoked. */
  activeCount(): number {
    this.prune(true);
    return this.issued.size;
  }

  /** How many revocations are remembered (for the bound's tests). */
  revokedCount(): number {
    return this.revoked.size;
  }

  private prune(force = false): void {
    const now = this.seconds();
    if (!force && now < this.nextPrune) return;
    this.nextPrune = now + 1;
    for (const [jti, token] of this.issued) if (token.exp <= now) this.issued.delete(jti);
    for (const [jti, exp] of this.revoked) if (exp <= now) this.revoked.delete(jti);
  }
}
