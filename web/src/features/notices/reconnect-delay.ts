/** The server's wait before a reconnect until its `retry:` says otherwise (the contract sends 3000). */
export const DEFAULT_RETRY_MS = 3000;

/** The longest wait between two tries to reconnect. */
export const MAX_RECONNECT_MS = 60_000;

/**
 * How long to wait before opening the stream again: the server's `retry` after a drop, doubled for
 * each failed try in a row up to {@link MAX_RECONNECT_MS}, and never less than a refusal's
 * `Retry-After`. The wait is drawn between half and all of that (`random` in [0, 1)), so the tabs
 * a server restart dropped at once do not all come back at once.
 */
export function reconnectDelayMs(retryMs: number, failures: number, random: number, retryAfterMs = 0): number {
  const ceiling = Math.min(retryMs * 2 ** failures, MAX_RECONNECT_MS);
  return Math.max(ceiling / 2 + (ceiling / 2) * random, retryAfterMs);
}
