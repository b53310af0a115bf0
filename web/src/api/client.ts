/**
 * The one API client: openapi-fetch over the generated `paths`, with the middleware of
 * `./middleware`. `createApiClient` makes a client for any setting (tests use it with a real
 * server); `apiClient` is the app's single instance, which `makeStore` binds to the store and
 * to the way messages reach the user (the API layer knows neither).
 */
import createClient, { type Client } from 'openapi-fetch';
import { siteConfig } from '@/config';
import { type Notice, authorization, duplicateGuard, failureHandling, replayAfterRefresh, timeout } from './middleware';
import { rateGuard } from './rate-guard';
import type { paths } from '@shared/contract/schema';

export type { Notice, NoticeLevel } from './middleware';

/** An openapi-fetch client over the contract's paths. */
export type ApiClient = Client<paths>;

/** A request without a response after this long is aborted (docs/product-rules.md, Limits). */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The live notices' calls the app makes by itself: a back end without them answers 404, a stream
 * drops and is opened again, and none of that is news to the user (a session time-out still is).
 */
const BACKGROUND_PATHS: ReadonlySet<string> = new Set(['/pub/current/notices', '/pub/current/notices/stream']);

/** What a client needs from its surroundings. */
export interface ApiClientOptions {
  /** Base URL with the version prefix; a path is resolved against the page's address. */
  baseUrl: string;
  /** @default globalThis.fetch */
  fetch?: (request: Request) => Promise<Response>;
  /** The stored token (`"<tokenType> <accessToken>"`), or `null`. */
  getToken: () => string | null;
  /** Starts the session-timeout flow; called once per token however many requests hit 9999. */
  onSessionTimeout: () => void;
  /** Shows a message to the user. */
  notify: (notice: Notice) => void;
  /** @default 10000 */
  timeoutMs?: number;
}

/** Makes a client with the rate guard, duplicate guard, token header, time-out, failure handling and the replay after a refresh. */
export function createApiClient({
  baseUrl,
  fetch,
  getToken,
  onSessionTimeout,
  notify,
  timeoutMs = REQUEST_TIMEOUT_MS,
}: ApiClientOptions): ApiClient {
  const client = createClient<paths>({ baseUrl, fetch });
  // Resolved per request: the page's address is only known in a browser.
  const apiOrigin = (): string => new URL(baseUrl, globalThis.location?.href).origin;
  // Looked up per request, so a test's or a polyfill's fetch set later is used.
  const send = fetch ?? ((request: Request) => globalThis.fetch(request));
  client.use(
    rateGuard({ notify }),
    duplicateGuard(notify),
    authorization(apiOrigin, getToken),
    timeout(timeoutMs),
    failureHandling({ notify, onSessionTimeout, isBackground: (path) => BACKGROUND_PATHS.has(path) }),
    replayAfterRefresh(getToken, send),
  );
  return client;
}

/** What ties the app's client to the store and the screen. */
export type ApiBindings = Pick<ApiClientOptions, 'getToken' | 'onSessionTimeout' | 'notify'>;

// Until bound, a message still reaches the developer.
let bindings: ApiBindings = {
  getToken: () => null,
  onSessionTimeout: () => undefined,
  notify: ({ message }) => console.error('unbound API client:', message),
};

/** Ties the app's client to a store and the toaster (`makeStore` calls this). */
export function bindApiClient(next: ApiBindings): void {
  bindings = next;
}

/** The app's single client. */
export const apiClient: ApiClient = createApiClient({
  baseUrl: siteConfig.apiBaseUrl,
  getToken: () => bindings.getToken(),
  onSessionTimeout: () => bindings.onSessionTimeout(),
  notify: (notice) => bindings.notify(notice),
});
