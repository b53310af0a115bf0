/**
 * jsdom has no `Request`; a data router (`createMemoryRouter`) builds one per navigation and reads
 * only its URL, method and signal. `withRequestStandIn()` puts this stand-in in place for a test file.
 */
class RequestStandIn {
  readonly signal: AbortSignal;
  readonly method: string;
  constructor(
    readonly url: string,
    init: { signal?: AbortSignal; method?: string } = {},
  ) {
    this.signal = init.signal ?? new AbortController().signal;
    this.method = init.method ?? 'GET';
  }
}

/** Installs the stand-in before the file's tests and removes it after them. */
export function withRequestStandIn(): void {
  beforeAll(() => Object.assign(globalThis, { Request: RequestStandIn }));
  afterAll(() => Reflect.deleteProperty(globalThis, 'Request'));
}
