/**
 * The one failure shape callers see in openapi-fetch's `error`: the contract's `Error` body,
 * also for failures the client makes up itself (duplicate request, no response), which carry a
 * `marker` next to it.
 */
import type { components } from '@shared/contract/schema';
import { format, messages } from '@/i18n';

/** The contract's failure body `{ error: { code, message, reason? } }`. */
export type ApiError = components['schemas']['Error'];

/** `error.code` of an invalid, expired or revoked token: starts the session-timeout flow. */
export const SESSION_TIMEOUT_CODE = 9999;

/** Marks the failure of a request identical to one still in flight, which was not sent. */
export const REPEAT_REQUEST = 'REPEATREQUEST';

/** Marks a request that got no response at all (network failure or time-out). */
export const NO_RESPONSE = 'NO_RESPONSE';

/** Marks a request the client refused to send, as the same one went out too often just before. */
export const TOO_FREQUENT = 'TOO_FREQUENT';

/** A failure the client made up; `error.code` is 0, as there is no HTTP status. */
export type ClientFailure = ApiError & { marker: typeof REPEAT_REQUEST | typeof NO_RESPONSE | typeof TOO_FREQUENT };

/** The contract's stable reason of a refusal. */
export type ErrorReason = components['schemas']['ErrorReason'];

const byCode: Readonly<Partial<Record<number, string>>> = messages.request.codes;
const byReason: Readonly<Partial<Record<string, string>>> = messages.request.reasons;

/** Whether `body` carries an `error` object, which makes a response a failure. */
export function isApiError(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null) return false;
  const { error } = body as { error?: unknown };
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'number';
}

/** Whether a failure is the client's refusal to send a duplicate of a request still in flight. */
export function isRepeatRequest(error: unknown): boolean {
  return isApiError(error) && (error as Partial<ClientFailure>).marker === REPEAT_REQUEST;
}

/**
 * The text the user is shown for a failure, always from the catalogue: by the contract's `reason`,
 * else by `error.code`, else a text naming the code (anything else: a general text). A failure the client made up (`marker`)
 * already carries its catalogue text. The server's own message is for developers (the console).
 */
export function describeApiError(error: unknown): string {
  if (!isApiError(error)) return messages.request.unknownFailure;
  if ((error as Partial<ClientFailure>).marker !== undefined) return String(error.error.message);
  const { code, reason } = error.error;
  return (
    (reason !== undefined ? byReason[reason] : undefined) ?? byCode[code] ?? format(messages.request.failed, { code })
  );
}
