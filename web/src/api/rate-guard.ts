/**
 * The client's last line against a request loop: whatever state the app gets into, it never sends
 * the same request (method and path) more than a few times a second. Against the real API a tab
 * that loops is a denial of service, so the guard refuses locally, with a made-up 429 marked
 * `TOO_FREQUENT` that the sagas handle like any failure.
 */
import type { Middleware } from 'openapi-fetch';
import { messages } from '@/i18n';
import { TOO_FREQUENT } from './api-error';
import { type Notice, clientFailure } from './middleware';

/** Requests of one method and path sent within {@link RATE_WINDOW_MS}; the next is refused. */
export const RATE_LIMIT = 5;
/** The sliding window the limit counts in. */
export const RATE_WINDOW_MS = 1000;
/** Paths remembered before the expired ones are swept out, so memory stays bounded. */
const SWEEP_AT = 200;

/** Options of {@link rateGuard}. */
export interface RateGuardOptions {
  /** Tells the user, once per run of refusals of one method and path. */
  notify: (notice: Notice) => void;
  /** @default RATE_LIMIT */
  limit?: number;
  /** @default RATE_WINDOW_MS */
  windowMs?: number;
  /** @default performance.now */
  now?: () => number;
}

/**
 * Refuses a request when `limit` requests of its method and path (the query aside, so a loop that
 * varies it is caught too) went out in the last `windowMs`. Register it first: a refusal answered
 * by a later middleware's `onRequest` skips the `onResponse` of those before it.
 */
export function rateGuard({
  notify,
  limit = RATE_LIMIT,
  windowMs = RATE_WINDOW_MS,
  now = () => performance.now(),
}: RateGuardOptions): Middleware {
  const sent = new Map<string, number[]>();
  const refusing = new Set<string>();
  const recent = (times: readonly number[], at: number) => times.filter((time) => at - time < windowMs);
  const sweep = (at: number) => {
    for (const [key, times] of sent) if (recent(times, at).length === 0) sent.delete(key);
  };
  return {
    onRequest({ request }) {
      const key = `${request.method} ${new URL(request.url).pathname}`;
      const at = now();
      const times = recent(sent.get(key) ?? [], at);
      if (times.length >= limit) {
        sent.set(key, times);
        if (!refusing.has(key)) {
          refusing.add(key);
          console.warn(`API ${key} refused by the client: sent ${limit} times within ${windowMs} ms`);
          notify({ message: messages.request.tooFrequent, level: 'error' });
        }
        return clientFailure(TOO_FREQUENT, messages.request.tooFrequent, 429);
      }
      refusing.delete(key);
      if (sent.size >= SWEEP_AT) sweep(at);
      sent.set(key, [...times, at]);
      return undefined;
    },
  };
}
