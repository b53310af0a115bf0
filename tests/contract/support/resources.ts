import { type PageOf, as } from './system';
import type { contractTarget } from './target';

type Target = ReturnType<typeof contractTarget>;

/** A resource as `GET /resources` lists it. */
export interface Resource {
  id: string;
  method: string;
  path: string;
  memo: string;
  actions: { menuId: string; routeName: string; code: string }[];
}

/** Every resource matching `query`, page after page (the target may hold more than one page), as the bearer of `token`. */
export async function everyResource(
  t: Target,
  token: string,
  query: Record<string, string | number> = {},
): Promise<Resource[]> {
  const all: Resource[] = [];
  for (let current = 1; ; current += 1) {
    const { list, pagination } = t.check(
      await as(t, token).get('/resources', { ...query, pageSize: 100, current }),
      200,
    ).body as PageOf<Resource>;
    all.push(...list);
    if (list.length === 0 || all.length >= pagination.total) return all;
  }
}

/** The guarded calls of the system pages (users, roles, menus, resources): a target keeping the contract has a resource for each. */
export const SYSTEM_CALLS = ['users', 'roles', 'menus', 'resources'].flatMap((key) => [
  `GET /${key}`,
  `GET /${key}/{id}`,
  `POST /${key}`,
  `PUT /${key}/{id}`,
  `DELETE /${key}/{id}`,
]);

// A back end may write path parameters as `{id}` or `:id`, behind any prefix.
const shape = (path: string) => path.replace(/\{[^}/]+\}|:[^/]+/g, '{}');

/** What the resources of `resources` say about the target's calls. */
export interface Calls {
  /** The resource guarding `call` (`'GET /users/{id}'`, a contract path); throws naming the call when the target has none. */
  resourceOf: (call: string) => Resource;
  /** The ids of the resources guarding `calls`. */
  idsOf: (...calls: string[]) => string[];
  /** The target's path for contract path `path` (`/users` -> `/api/v1/users`), as its resources write paths. */
  pathOf: (path: string) => string;
}

/**
 * The resources guarding the contract's calls, found by method and path among `resources`: the
 * target's own ids, whatever its seed.
 */
export function callsOf(resources: readonly Resource[]): Calls {
  const resourceOf = (call: string) => {
    const [method, path] = call.split(' ') as [string, string];
    const matches = resources.filter(
      (resource) => resource.method === method && shape(resource.path).endsWith(shape(path)),
    );
    const found = matches.sort((a, b) => a.path.length - b.path.length)[0];
    if (!found)
      throw new Error(
        `the target lists no resource for ${call} (GET /resources): the permission tests need one per guarded call`,
      );
    return found;
  };
  const users = resourceOf('GET /users');
  const prefix = users.path.slice(0, users.path.length - '/users'.length);
  return {
    resourceOf,
    idsOf: (...calls) => calls.map((call) => resourceOf(call).id),
    pathOf: (path) => `${prefix}${path}`,
  };
}

/** `callsOf` the target's resources, read as the bearer of `token`. */
export const targetCalls = async (t: Target, token: string): Promise<Calls> => callsOf(await everyResource(t, token));
