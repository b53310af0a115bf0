/**
 * When to refresh a token: a third of its lifetime before it expires, at most `MAX_REFRESH_AHEAD_MS`.
 * The lifetime is the server's: `expiresAt` less the server's clock at issue (the `Date` header of
 * the answer that issued it, else the JWT's `iat`), so a device clock set hours wrong changes
 * nothing. The moment is then placed on this device's clock through the offset between the two
 * clocks at issue.
 */
import type { IssueClock } from './types';

/** The token is refreshed at most this long before it expires (the whole margin for a long-lived token). */
export const MAX_REFRESH_AHEAD_MS = 60_000;

/**
 * However wrong the clocks, two refreshes are at least this far apart in this device's time (or
 * half the token's lifetime, for a shorter-lived token): the floor when nothing tells the server's
 * clock (no readable `Date` header, an opaque token).
 */
export const MIN_REFRESH_GAP_MS = 3 * 60_000;

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
 * The clocks when `token` arrived at `receivedAtMs` (this device's clock) in `response`. The
 * server's clock is read from the `Date` header; a browser shows that header to a script of
 * another origin only when the API lists it in `Access-Control-Expose-Headers`, so without it the
 * token's own `iat` stands in (the lifetime at issue), and without either the refresh keeps to
 * {@link MIN_REFRESH_GAP_MS}.
 */
export function issueClock(
  response: { headers?: Headers } | undefined,
  token: string,
  receivedAtMs: number,
): IssueClock {
  const date = Date.parse(response?.headers?.get('Date') ?? '');
  if (Number.isFinite(date)) return { localMs: receivedAtMs, serverMs: date };
  const iat = tokenIssuedAt(token);
  return { localMs: receivedAtMs, serverMs: iat === null ? null : iat * 1000 };
}

/** The token's lifetime in ms as the server set it; null when unknown. */
function lifetimeMs(token: string, expiresAt: number, issued: IssueClock | undefined): number | null {
  const issuedAtMs = issued?.serverMs ?? (tokenIssuedAt(token) ?? Number.NaN) * 1000;
  const lifetime = expiresAt * 1000 - issuedAtMs;
  return Number.isFinite(lifetime) && lifetime > 0 ? lifetime : null;
}

/**
 * How long before `expiresAt` (Unix seconds) the token `token` is refreshed: a third of its
 * lifetime, capped at `MAX_REFRESH_AHEAD_MS`; the cap itself when the lifetime is unknown.
 */
export function refreshAheadMs(token: string, expiresAt: number, issued?: IssueClock): number {
  const lifetime = lifetimeMs(token, expiresAt, issued);
  return lifetime === null ? MAX_REFRESH_AHEAD_MS : Math.min(MAX_REFRESH_AHEAD_MS, lifetime / 3);
}

/** How far the server's clock is ahead of this device's (negative: behind); 0 when unknown. */
export const serverClockOffsetMs = (issued: IssueClock | undefined): number =>
  issued?.serverMs == null ? 0 : issued.serverMs - issued.localMs;

/**
 * When, on this device's clock, the token is due for its refresh: `refreshAheadMs` before its
 * expiry on the server's clock, and never sooner after its arrival than {@link MIN_REFRESH_GAP_MS}
 * (or half its lifetime, when shorter).
 */
export function refreshDueAtMs(token: string, expiresAt: number, issued?: IssueClock): number {
  const due = expiresAt * 1000 - refreshAheadMs(token, expiresAt, issued) - serverClockOffsetMs(issued);
  if (!issued) return due;
  const lifetime = lifetimeMs(token, expiresAt, issued);
  const gap = lifetime === null ? MIN_REFRESH_GAP_MS : Math.min(MIN_REFRESH_GAP_MS, lifetime / 2);
  return Math.max(due, issued.localMs + gap);
}
