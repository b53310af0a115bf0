import type { Response, Test } from 'supertest';
import { NO_PERMISSION, TOKEN_REFUSED } from './refusals';
import { bearer, type contractTarget } from './target';

type Target = ReturnType<typeof contractTarget>;

/** One call of the system API: method, path (under the base URL) and an optional JSON body. */
export interface Call {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  body?: object;
}

/** Requests as the bearer of `token` (none when null): `as(t, root).get('/users')`. */
export function as(t: Target, token: string | null) {
  const send = (call: Call): Test => {
    const request = t.api()[call.method](call.path);
    if (token !== null) request.set('Authorization', bearer(token));
    return call.body === undefined ? request : request.send(call.body);
  };
  return {
    send,
    get: (path: string, query: Record<string, string | number> = {}) => send({ method: 'get', path }).query(query),
    post: (path: string, body: object) => send({ method: 'post', path, body }),
    put: (path: string, body: object) => send({ method: 'put', path, body }),
    patch: (path: string) => send({ method: 'patch', path }),
    delete: (path: string) => send({ method: 'delete', path }),
  };
}

/** The `error` of a checked failure response. */
export const errorOf = (res: Response) => (res.body as { error: { code: number; message: string } }).error;

/**
 * Asserts that every call answers 401 code 9999 without a token and 401 code 401 (no permission)
 * with `deniedToken`, each response documented in the contract.
 */
export async function expectGuarded(t: Target, deniedToken: string, calls: readonly Call[]): Promise<void> {
  for (const call of calls) {
    expect({ call, error: errorOf(t.check(await as(t, null).send(call), 401)) }).toEqual({
      call,
      error: TOKEN_REFUSED,
    });
    expect({ call, error: errorOf(t.check(await as(t, deniedToken).send(call), 401)) }).toEqual({
      call,
      error: NO_PERMISSION,
    });
  }
}

/** One page of `Item` as a list answers it. */
export type PageOf<Item> = { list: Item[]; pagination: { total: number; current: number; pageSize: number } };

/** The create, edit and delete calls of `collection` (e.g. `/roles`), on its record `id`. */
export function writeCalls(collection: string, id: string, body: object): Call[] {
  return [
    { method: 'post', path: collection, body },
    { method: 'put', path: `${collection}/${id}`, body },
    { method: 'delete', path: `${collection}/${id}` },
  ];
}

/** The list and read calls of `collection`, then its `writeCalls`. */
export function recordCalls(collection: string, id: string, body: object): Call[] {
  return [
    { method: 'get', path: collection },
    { method: 'get', path: `${collection}/${id}` },
    ...writeCalls(collection, id, body),
  ];
}
