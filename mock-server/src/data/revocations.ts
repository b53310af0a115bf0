import type { RevocationData, SessionRevocation, TokenRevocation, UserRevocation } from './types';

/**
 * The token revocations of a store: single tokens by `jti`, every session of a user by user id,
 * and single sessions (sign-ins, logged out) by `sid`. Every
 * change calls `changed`, so revocations are written to the data file like any other record.
 */
export class Revocations {
  private readonly tokens: Map<string, TokenRevocation>;
  private readonly users: Map<string, UserRevocation>;
  private readonly sessions: Map<string, SessionRevocation>;

  constructor(
    data: RevocationData = { tokens: {}, users: {} },
    private readonly changed: () => void = () => undefined,
  ) {
    this.tokens = new Map(Object.entries(structuredClone(data.tokens)));
    this.users = new Map(Object.entries(structuredClone(data.users)));
    this.sessions = new Map(Object.entries(structuredClone(data.sessions ?? {})));
  }

  /** The revocation of the token `jti`, if any. */
  token(jti: string): Readonly<TokenRevocation> | undefined {
    return this.tokens.get(jti);
  }

  /** The last end of all of `userId`'s sessions, if any. */
  user(userId: string): Readonly<UserRevocation> | undefined {
    return this.users.get(userId);
  }

  /** The end of the session `sid`, if it was ended. */
  session(sid: string): Readonly<SessionRevocation> | undefined {
    return this.sessions.get(sid);
  }

  /** Ends the session `sid`: all its tokens, whichever was the latest. */
  endSession(sid: string, revocation: SessionRevocation): void {
    this.sessions.set(sid, { ...revocation });
    this.changed();
  }

  /** Revokes the token `jti`; an earlier `validUntil` already recorded wins (a logout after a refresh). */
  revokeToken(jti: string, revocation: TokenRevocation): void {
    const validUntil = Math.min(revocation.validUntil, this.tokens.get(jti)?.validUntil ?? Infinity);
    this.tokens.set(jti, { validUntil, exp: revocation.exp });
    this.changed();
  }

  /** Ends all of `userId`'s sessions issued before `revocation.issuedBefore`, replacing an older mark. */
  endSessions(userId: string, revocation: UserRevocation): void {
    this.users.set(userId, { ...revocation });
    this.changed();
  }

  /** The latest `issuedBefore` of any user (0 when none), so issue ticks can stay above it after a restart. */
  latestMark(): number {
    let latest = 0;
    for (const { issuedBefore } of this.users.values()) latest = Math.max(latest, issuedBefore);
    return latest;
  }

  /** Forgets what has expired by `nowSeconds`. */
  prune(nowSeconds: number): void {
    let pruned = false;
    for (const entries of [this.tokens, this.users, this.sessions] as Map<string, { exp: number }>[]) {
      for (const [key, { exp }] of entries) {
        if (exp > nowSeconds) continue;
        entries.delete(key);
        pruned = true;
      }
    }
    if (pruned) this.changed();
  }

  /** How many tokens and sessions are revoked (users' marks are one per user, bounded by the users). */
  count(): number {
    return this.tokens.size + this.sessions.size;
  }

  /** Everything, as plain data. */
  snapshot(): RevocationData {
    return {
      tokens: Object.fromEntries(this.tokens),
      users: Object.fromEntries(this.users),
      sessions: Object.fromEntries(this.sessions),
    };
  }
}
