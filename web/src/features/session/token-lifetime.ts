/**
 * When to refresh a token: a third of its lifetime before it expires, at most `MAX_REFRESH_AHEAD_MS`.
 * The lifetime is read from the token itself (`exp - iat` of its JWT payload), so it needs no
 * storage of its own and holds across a reload.
 */

/** The token is refreshed at most this long before it expires (the whole margin for a long-lived token). */
export const MAX_REFRESH_AHEAD_MS = 60_000;

/** `iat` of the JWT inside `"<tokenType> <accessToken>"` (Unix seconds); null when it is not a JWT carrying one. */
export function tokenIssuedAt(token: string): number | null {
  const payload = token.split(' ').at(-1)?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const iat: unknown = (JSON.parse(json) as { iat?: unknown }).iat;
    return typeof iat === 'number' && Number.isFinite(iat) ? iat : null;
  } catch {
    return null;
  }
}

/**
 * How long before `expiresAt` (Unix seconds) the token `token` is refreshed: a third of its
 * lifetime, capped at `MAX_REFRESH_AHEAD_MS`; the cap itself when the lifetime is unknown.
 */
export function refreshAheadMs(token: string, expiresAt: number): number {
  const issuedAt = tokenIssuedAt(token);
  if (issuedAt === null || issuedAt >= expiresAt) return MAX_REFRESH_AHEAD_MS;
  return Math.min(MAX_REFRESH_AHEAD_MS, ((expiresAt - issuedAt) * 1000) / 3);
}
