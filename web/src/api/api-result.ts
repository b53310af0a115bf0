/** What an API function of a feature's `api.ts` resolves to: openapi-fetch's `{ data, error }`. */
export type ApiResult<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;
