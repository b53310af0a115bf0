/**
 * When a token arrived, on this device's clock and, when known, on the server's: the refresh is
 * scheduled from these, never from this device's clock alone (a machine set hours wrong would take
 * every token for expired on arrival, or refresh only after expiry).
 */
export interface IssueClock {
  /** This device's clock (`Date.now()`) when the answer that issued the token arrived. */
  localMs: number;
  /** The server's clock at issue (the answer's `Date` header, else the token's `iat`); `null` when neither is readable. */
  serverMs: number | null;
}

/** A token as the app keeps it: `"<tokenType> <accessToken>"` and its expiry. */
export interface StoredSession {
  token: string;
  /** Unix seconds; `null` when unknown. */
  expiresAt: number | null;
  /** When it arrived; absent for a session stored before this was kept. */
  issued?: IssueClock;
}
