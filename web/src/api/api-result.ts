/** One answer of openapi-fetch: the data, or the contract's error body. */
export type ApiOutcome<Data> = { data: Data; error?: never } | { data?: never; error: object };

/** What an API function of a feature's `api.ts` resolves to: openapi-fetch's `{ data, error }`. */
export type ApiResult<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;
