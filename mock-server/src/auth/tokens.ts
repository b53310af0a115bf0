import { randomUUID } from 'node:crypto';
import type { components } from '../../../shared/contract/schema';
import { Revocations } from '../data/revocations';
import { type Hs256, hs256, liveAt } from './jwt';

export type LoginToken = components['schemas']['LoginToken'];

/** What a valid token says. */
export interface TokenClaims {
  sub: string;
  jti: string;
  /** The session (one sign-in): refreshes carry it on, a logout ends every token carrying it. */
  sid: string;
  /** Expiry, Unix seconds. */
  exp: number;
  /** When the session (the login) began, Unix seconds: refreshes carry it on. */
  sst: number;
  /** When the token was issued, milliseconds, unique per server: orders tokens against a user's "sessions ended" mark. */
  tick: number;
}

/** How long the token a refresh replaces stays valid, so that requests already in flight with it succeed. */
export const REFRESH_GRACE_SECONDS = 30;

/**
 * Why a refresh was refused: the session reached its maximum lifetime, or the token was already
 * replaced (its grace serves requests in flight; refreshing it again would fork the session).
 */
export type RefreshRefusal = 'session_expired' | 'replaced';

/** What a `TokenService` works with. */
export interface TokenServiceOptions {
  secret: string;
  ttlSeconds: number;
  /** Longest a session lasts however often it is refreshed. @default 43200 */
  sessionMaxSeconds?: number;
  /** Milliseconds since the epoch. */
  now: () => number;
  /** Where revocations are kept; the store's, so they are written to its data file. @default a list in memory */
  revocations?: Revocations;
  /**
   * Whether tokens issued by an earlier run of the server are accepted: only when the revocations
   * of that run were kept (a data file). @default false
   */
  acceptEarlierRuns?: boolean;
}

/**
 * Issues and checks the HS256 access tokens. One sign-in is one session (`sid`) across its
 * refreshes: a logout ends all of it. Remembers the tokens it issued until they expire (the
 * dashboard's active sessions); revocations live in `Revocations`, pruned once expired.
 */
export class TokenService {
  /** jti -> expiry, user and session of the tokens this run issued and nobody revoked. */
  private readonly issued = new Map<string, { exp: number; sub: string; sid: string }>();
  private readonly revocations: Revocations;
  /** Tokens carry it, so that without a data file a restart (which forgot the revocations) refuses them. */
  private readonly run = randomUUID();
  private readonly sessionMaxSeconds: number;
  /** Signs and checks the tokens, on a key made once; a token's signature is checked once, not per request. */
  private readonly jwt: Hs256;
  private lastTick: number;
  private nextPrune = 0;

  constructor(private readonly options: TokenServiceOptions) {
    this.revocations = options.revocations ?? new Revocations();
    this.sessionMaxSeconds = options.sessionMaxSeconds ?? 43_200;
    this.jwt = hs256(options.secret);
    this.lastTick = this.revocations.latestMark();
  }

  private seconds(): number {
    return Math.floor(this.options.now() / 1000);
  }

  /** The clock in milliseconds, strictly increasing, so no token shares a tick with a user's mark. */
  private nextTick(): number {
    this.lastTick = Math.max(this.options.now(), this.lastTick + 1);
    return this.lastTick;
  }

  /** A new token for `userId`, opening a session. */
  issue(userId: string): LoginToken {
    return this.issueInSession(userId, randomUUID(), this.seconds());
  }

  /**
   * A token continuing the session of `claims`, which stays valid for `REFRESH_GRACE_SECONDS` more
   * (checked and revoked in one synchronous step, so two racing refreshes of it cannot both win);
   * the refusal when the token was already replaced or the session has reached its maximum lifetime.
   */
  refresh(claims: TokenClaims): LoginToken | RefreshRefusal {
    if (claims.sst + this.sessionMaxSeconds <= this.seconds()) return 'session_expired';
    if (this.revocations.token(claims.jti)) return 'replaced';
    this.revoke(claims, REFRESH_GRACE_SECONDS);
    return this.issueInSession(claims.sub, claims.sid, claims.sst);
  }

  private issueInSession(userId: string, sid: string, sst: number): LoginToken {
    const tick = this.nextTick();
    const iat = this.seconds();
    const exp = Math.min(iat + this.options.ttlSeconds, sst + this.sessionMaxSeconds);
    const jti = randomUUID();
    const claims = { sub: userId, jti, sid, iat, exp, sst, tick, run: this.run };
    const accessToken = this.jwt.sign(claims);
    this.prune();
    this.issued.set(jti, { exp, sub: userId, sid });
    return { accessToken, tokenType: 'Bearer', expiresAt: exp };
  }

  /** The claims of a well-formed, HS256-signed, unexpired and unrevoked token; null otherwise. */
  verify(token: string): TokenClaims | null {
    const payload = this.jwt.claims(token);
    const now = this.seconds();
    if (!payload || !liveAt(payload, now)) return null;
    const { sub, jti, sid, exp, sst, tick, run } = payload;
    if (typeof sub !== 'string' || typeof jti !== 'string' || typeof sid !== 'string' || typeof exp !== 'number')
      return null;
    if (typeof sst !== 'number' || typeof tick !== 'number' || typeof run !== 'string') return null;
    if (run !== this.run && !this.options.acceptEarlierRuns) return null;
    if (this.revocations.session(sid)) return null;
    const revoked = this.revocations.token(jti);
    if (revoked && now >= revoked.validUntil) return null;
    const ended = this.revocations.user(sub);
    if (ended && tick < ended.issuedBefore && ended.keep !== jti) return null;
    return { sub, jti, sid, exp, sst, tick };
  }

  /**
   * The user a token this server signed names, whatever its expiry or revocation say (the sign-in
   * log records a refused refresh or logout under the user its token names); null for any other text.
   */
  signedSubject(token: string): string | null {
    const sub = this.jwt.claims(token)?.sub;
    return typeof sub === 'string' ? sub : null;
  }

  /**
   * Revokes the token `jti` (replaced by a refresh) after `graceSeconds`. Remembered until `exp`,
   * when the token would have stopped working anyway.
   */
  private revoke(claims: Pick<TokenClaims, 'jti' | 'exp'>, graceSeconds: number): void {
    this.prune();
    this.issued.delete(claims.jti);
    const now = this.seconds();
    if (claims.exp > now)
      this.revocations.revokeToken(claims.jti, {
        validUntil: Math.min(now + graceSeconds, claims.exp),
        exp: claims.exp,
      });
  }

  /**
   * Ends the session of `claims` at once (a logout): every token of that sign-in, the ones a
   * refresh replaced and still in their grace included. Remembered until the last of them expires:
   * each was issued by now, so within a TTL from now, and none outlives the session's maximum.
   */
  endSession(claims: Pick<TokenClaims, 'sid' | 'sst'>): void {
    this.prune();
    const exp = Math.min(this.seconds() + this.options.ttlSeconds, claims.sst + this.sessionMaxSeconds);
    this.revocations.endSession(claims.sid, { exp });
    for (const [jti, token] of this.issued) if (token.sid === claims.sid) this.issued.delete(jti);
  }

  /**
   * Ends every session of `userId` at once (a user disabled, deleted or given a new password):
   * every token issued so far, whichever run issued it, except `keep`'s (the session that changed
   * its own password). Enabling the user again does not bring the tokens back.
   */
  revokeUser(userId: string, keep?: Pick<TokenClaims, 'jti'>): void {
    this.prune();
    // Any token issued before now expires within the longer of the two lifetimes.
    const exp = this.seconds() + Math.max(this.options.ttlSeconds, this.sessionMaxSeconds);
    this.revocations.endSessions(userId, { issuedBefore: this.nextTick(), exp, ...(keep ? { keep: keep.jti } : {}) });
    for (const [jti, token] of this.issued) if (token.sub === userId && jti !== keep?.jti) this.issued.delete(jti);
  }

  /** Tokens issued by this server that are neither expired nor revoked. */
  activeCount(): number {
    this.prune(true);
    return this.issued.size;
  }

  /** How many tokens and sessions are remembered as revoked (for the bound's tests). */
  revokedCount(): number {
    return this.revocations.count();
  }

  private prune(force = false): void {
    const now = this.seconds();
    if (!force && now < this.nextPrune) return;
    this.nextPrune = now + 1;
    for (const [jti, token] of this.issued) if (token.exp <= now) this.issued.delete(jti);
    this.revocations.prune(now);
  }
}
