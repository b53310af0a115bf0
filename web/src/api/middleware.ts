/**
 * The client's middleware, in the order they run on a request: the
 * duplicate guard, the token header, the time-out, the failure handling, and the replay of a
 * request whose token a refresh replaced in flight (whose answer the failure handling then sees). Failures the client
 * makes up are answered as responses with the contract's error body, so callers always get
 * openapi-fetch's `{ data, error }` and never a thrown error.
 */
import type { Middleware } from 'openapi-fetch';
import { format, messages } from '@/i18n';
import {
  type ClientFailure,
  NO_RESPONSE,
  REPEAT_REQUEST,
  SESSION_TIMEOUT_CODE,
  describeApiError,
  isApiError,
} from './api-error';

/** How serious a message for the user is. */
export type NoticeLevel = 'info' | 'warning' | 'error';

/** A message the client wants the user to see. */
export interface Notice {
  message: string;
  level: NoticeLevel;
}

/** Responses the client made up, which the failure handling must not report twice. */
const madeUp = new WeakSet<Response>();

function jsonResponse(body: unknown, status: number, statusText = ''): Response {
  const response = new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
  madeUp.add(response);
  return response;
}

/** A failure the client makes up itself, answered as the contract's error body with a `marker`. */
export function clientFailure(marker: ClientFailure['marker'], message: string, status: number): Response {
  const body: ClientFailure = { error: { code: 0, message }, marker };
  return jsonResponse(body, status);
}

/**
 * Refuses a request identical (method, URL, body) to one still in flight, answering a made-up
 * 409 marked `REPEATREQUEST`; the guard clears whatever the first request's outcome.
 */
export function duplicateGuard(notify: (notice: Notice) => void): Middleware {
  const inFlight = new Set<string>();
  const keys = new Map<string, string>();
  const release = (id: string): void => {
    const key = keys.get(id);
    if (key === undefined) return;
    keys.delete(id);
    inFlight.delete(key);
  };
  return {
    async onRequest({ request, id }) {
      const body = request.body ? await request.clone().text() : '';
      const key = `${request.method} ${request.url} ${body}`;
      if (inFlight.has(key)) {
        notify({ message: messages.request.duplicate, level: 'warning' });
        return clientFailure(REPEAT_REQUEST, messages.request.duplicate, 409);
      }
      inFlight.add(key);
      keys.set(id, key);
      // A caller that aborts (a superseded load) may ask again at once, before the failure is handled.
      request.signal.addEventListener('abort', () => release(id), { once: true });
      return undefined;
    },
    onResponse({ id }) {
      release(id);
    },
    onError({ id }) {
      release(id);
    },
  };
}

/**
 * Sends `Authorization` with the stored token to the API's own origin, and strips it from any
 * request to another origin, so the token never leaves for a third party.
 */
export function authorization(apiOrigin: () => string, getToken: () => string | null): Middleware {
  return {
    onRequest({ request }) {
      const token = getToken();
      if (token && new URL(request.url).origin === apiOrigin()) {
        request.headers.set('Authorization', token);
      } else {
        request.headers.delete('Authorization');
      }
      return request;
    },
  };
}

/** Aborts a request that has no response after `timeoutMs`. */
export function timeout(timeoutMs: number): Middleware {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const clear = (id: string): void => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };
  return {
    onRequest({ request, id }) {
      const controller = new AbortController();
      // The reason carries the user's text, which the failure handling shows.
      const reason = new DOMException(format(messages.request.timeout, { seconds: timeoutMs / 1000 }), 'TimeoutError');
      timers.set(
        id,
        setTimeout(() => controller.abort(reason), timeoutMs),
      );
      // A caller's own signal still aborts the request.
      request.signal.addEventListener('abort', () => controller.abort(request.signal.reason), { once: true });
      return new Request(request, { signal: controller.signal });
    },
    onResponse({ id }) {
      clear(id);
    },
    onError({ id }) {
      clear(id);
    },
  };
}

/** How the contract's Error body opens, whitespace aside: `error` is its only property. */
const ERROR_OPENING = '{"error":';
/** Bytes decoded at a time while looking for {@link ERROR_OPENING}. */
const OPENING_SLICE = 64;

/**
 * Whether a success's body opens as the contract's Error. A copy's first chunks tell, and the copy
 * is then dropped: the client parses every body once anyway, and decoding or searching a large one
 * (a menu tree) a second time delayed its first paint. Whitespace is dropped before comparing, so a
 * body with whitespace inside its first key may be taken for an error; the parse that follows decides.
 */
async function opensAsError(response: Response): Promise<boolean> {
  const reader = response.clone().body?.getReader();
  if (!reader) return false;
  const decoder = new TextDecoder();
  let opening = '';
  const undecided = () => opening.length < ERROR_OPENING.length && ERROR_OPENING.startsWith(opening);
  try {
    while (undecided()) {
      const { done, value } = await reader.read();
      if (done) break;
      // A slice at a time: the first chunk may be the whole body.
      for (let at = 0; at < value.length && undecided(); at += OPENING_SLICE) {
        opening += decoder.decode(value.subarray(at, at + OPENING_SLICE), { stream: true }).replace(/\s+/g, '');
      }
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
  return opening.startsWith(ERROR_OPENING);
}

async function readBody(response: Response): Promise<unknown> {
  const isJson = response.headers.get('Content-Type')?.includes('json') ?? false;
  if (response.ok && !(isJson && (await opensAsError(response)))) return undefined;
  try {
    return JSON.parse(await response.clone().text()) as unknown;
  } catch {
    return undefined;
  }
}

/** HTTP's answer to a conditional request whose copy is current. */
const NOT_MODIFIED = 304;

/** An HTTP status for a 2xx body that carried an error object. */
const statusForCode = (code: number): number =>
  code === SESSION_TIMEOUT_CODE ? 401 : code >= 400 && code <= 599 ? code : 500;

/** Whether `response` carries the contract's error body with code 9999 (an invalid, expired or revoked token). */
async function isSessionTimeout(response: Response): Promise<boolean> {
  const body = await readBody(response);
  return isApiError(body) && body.error.code === SESSION_TIMEOUT_CODE;
}

/**
 * Replays once, with the current token, a request that failed with code 9999 although the token it
 * carried has been replaced meanwhile (a refresh landed while it was in flight). Registered after
 * `failureHandling`, so that only a 9999 surviving the replay starts the session-timeout flow. The
 * replay runs under the original request's signal, so its time-out still applies.
 */
export function replayAfterRefresh(
  getToken: () => string | null,
  fetch: (request: Request) => Promise<Response>,
): Middleware {
  // A copy of each request in flight, taken before its body is sent.
  const copies = new Map<string, Request>();
  return {
    onRequest({ request, id }) {
      copies.set(id, request.clone());
      return undefined;
    },
    async onResponse({ request, response, id }) {
      const copy = copies.get(id);
      copies.delete(id);
      const carried = request.headers.get('Authorization');
      const current = getToken();
      if (!copy || madeUp.has(response) || carried === null || current === null || carried === current)
        return undefined;
      // A refresh spends its token: sent again with a token another tab stored, it would replace
      // that one too. The refresh saga adopts the stored token instead.
      if (new URL(request.url).pathname.endsWith('/pub/refresh-token')) return undefined;
      if (!(await isSessionTimeout(response))) return undefined;
      copy.headers.set('Authorization', current);
      try {
        return await fetch(copy);
      } catch {
        // No answer to the replay: the original 9999 stands.
        return undefined;
      }
    },
    onError({ id }) {
      copies.delete(id);
    },
  };
}

/** Options of `failureHandling`. */
export interface FailureHandlingOptions {
  notify: (notice: Notice) => void;
  /** Called once per token on code 9999, however many requests fail with it at once. */
  onSessionTimeout: () => void;
  /**
   * Whether the contract path names a call the app makes on its own, not for something the user
   * did: its failures, but a session time-out, reach its caller without a message. @default none
   */
  isBackground?: (schemaPath: string) => boolean;
}

/** Whether `signal` was aborted by the caller rather than by the time-out (whose reason is a `TimeoutError`). */
const abortedByCaller = (signal: AbortSignal): boolean =>
  signal.aborted && !(signal.reason instanceof DOMException && signal.reason.name === 'TimeoutError');

/**
 * Turns every failure into the contract's error body and tells the user: code 9999 starts the
 * session-timeout flow, other failures show the catalogue's text by reason or code (the server's
 * message goes to the console), a failure without an error object the text of its status, and no
 * response at all shows the network or time-out text (unless the caller aborted the request itself).
 */
export function failureHandling({
  notify,
  onSessionTimeout,
  isBackground = () => false,
}: FailureHandlingOptions): Middleware {
  // The Authorization value whose 9999 was already reported (`null`: sent without a token).
  let timedOutToken: string | null | undefined;
  return {
    async onResponse({ request, response, schemaPath }) {
      if (madeUp.has(response)) return undefined;
      const body = await readBody(response);
      if (isApiError(body)) {
        if (body.error.code === SESSION_TIMEOUT_CODE) {
          const sent = request.headers.get('Authorization');
          if (sent !== timedOutToken) {
            timedOutToken = sent;
            onSessionTimeout();
          }
        } else if (!isBackground(schemaPath)) {
          // The server's message is English and may name records: for developers, not the user.
          console.warn(`API ${request.method} ${new URL(request.url).pathname} refused:`, body.error);
          notify({ message: describeApiError(body), level: 'error' });
        }
        return response.ok ? jsonResponse(body, statusForCode(body.error.code)) : undefined;
      }
      // 304 answers a conditional request (the menu tree's If-None-Match): no failure, no body.
      if (response.ok || response.status === NOT_MODIFIED) return undefined;
      // The body callers get names the status for developers; the user reads the catalogue's text for it.
      const failed = {
        error: { code: response.status, message: `HTTP ${response.status} ${response.statusText}`.trim() },
      };
      if (isBackground(schemaPath)) return jsonResponse(failed, response.status, response.statusText);
      console.warn(
        `API ${request.method} ${new URL(request.url).pathname} failed without an error object:`,
        failed.error,
      );
      notify({ message: describeApiError(failed), level: 'error' });
      return jsonResponse(failed, response.status, response.statusText);
    },
    onError({ request, error, schemaPath }) {
      const { reason } = request.signal;
      const message =
        reason instanceof DOMException && reason.name === 'TimeoutError'
          ? reason.message
          : messages.request.brokenNetwork;
      // The caller gave the answer up (a superseded load): nothing the user needs to hear about.
      if (abortedByCaller(request.signal) || isBackground(schemaPath)) return clientFailure(NO_RESPONSE, message, 499);
      console.warn(`API ${request.method} ${new URL(request.url).pathname} got no response:`, error);
      notify({ message, level: 'error' });
      // 499: there is no HTTP status for "no response"; nginx uses 499 for a request cut short.
      return clientFailure(NO_RESPONSE, message, 499);
    },
  };
}
