/**
 * What the client knows of one token's life, and the rules of docs/product-rules.md (Sessions) that say when the
 * server may refuse it with code 9999 (and when the client refreshes it). Times in ms since the epoch.
 */
export interface TokenLife {
  /** The whole `Authorization` value. */
  authorization: string;
  /** When the client received the token. */
  receivedAt: number;
  /** The token's `expiresAt` (Unix seconds) in ms. */
  expiresAt: number;
  /** When the refresh that replaced it was sent (the earliest the server can have replaced it). */
  replacedAt: number | null;
  /** When its logout was sent. */
  loggedOutAt: number | null;
}

/** How long a replaced token keeps working (docs/product-rules.md, Sessions: 30 s, or until it expires). */
export const REFRESH_GRACE_MS = 30_000;

/** Why a 9999 answer was fine, or `unexpected` when nothing the client did allows it. */
export type Reason9999 = 'logged-out' | 'expired' | 'replaced' | 'unexpected';

/** A token the client just received from a login or a refresh. */
export function newTokenLife(
  token: { tokenType: string; accessToken: string; expiresAt: number },
  receivedAt: number,
): TokenLife {
  return {
    authorization: `${token.tokenType} ${token.accessToken}`,
    receivedAt,
    expiresAt: token.expiresAt * 1000,
    replacedAt: null,
    loggedOutAt: null,
  };
}

/**
 * Explains a 9999 answer to a request made with `token` that was answered at `answeredAt`: the
 * server may have handled it at any moment up to then, so a logout sent, the expiry passed or the
 * grace of a refresh run out by `answeredAt` each allow the refusal. A replaced token (its refresh
 * sent, even if cut off) is never refreshed again: a `refresh` of it is refused within its grace too.
 */
export function explain9999(
  token: TokenLife,
  answeredAt: number,
  options: { graceMs?: number; refresh?: boolean } = {},
): Reason9999 {
  const { graceMs = REFRESH_GRACE_MS, refresh = false } = options;
  if (token.loggedOutAt !== null && token.loggedOutAt <= answeredAt) return 'logged-out';
  if (answeredAt >= token.expiresAt) return 'expired';
  if (token.replacedAt !== null && (refresh || answeredAt >= token.replacedAt + graceMs)) return 'replaced';
  return 'unexpected';
}

/**
 * When the client refreshes `token`: once a third of its lifetime is left, and at most 60 s before
 * it expires (docs/product-rules.md, Sessions).
 */
export function refreshDueAt(token: TokenLife): number {
  const lead = Math.min((token.expiresAt - token.receivedAt) / 3, 60_000);
  return token.expiresAt - lead;
}
