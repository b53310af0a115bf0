import type { Server } from '@hapi/hapi';
import { onJsonBody } from './json-body';

/** What the server answers in place of each id of its users, roles, menus and resources: the id behind this prefix. */
const PREFIX = 'x-';
/**
 * What an unprefixed id of the mock's own, sent by a client, turns into: an id no record has, as a
 * server with other ids would not know it.
 */
const UNKNOWN = 'none-';
/** Fields that hold ids: `id`, `userId`, `parentId`, `menuId`, `roleIds`, `resourceIds`, ... */
const ID_FIELD = /^(id|[a-z]+Ids?)$/;

/** Replaces, in place, every string held by an id field of `value` (and of what it holds) with `map` of it. */
function mapIdFields(value: unknown, map: (id: string) => string): void {
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  for (const [key, inner] of Object.entries(record)) {
    if (ID_FIELD.test(key) && typeof inner === 'string') record[key] = map(inner);
    else if (ID_FIELD.test(key) && Array.isArray(inner))
      record[key] = inner.map((id: unknown) => (typeof id === 'string' ? map(id) : id));
    else mapIdFields(inner, map);
  }
}

/**
 * Makes `server` a back end that keeps the contract with other ids than the mock's: every id of a
 * user, role, menu or resource it answers carries a prefix, and every id a request names (path,
 * query, body) loses it on the way in, so that the map is one to one and the data stays whole.
 */
export function serveOtherIds(server: Server): void {
  const { store } = server.app.mock;
  // Records deleted since keep their ids: a client may send one it was answered earlier.
  const known = new Set<string>();
  const isRecordId = (id: string) => {
    if (
      !known.has(id) &&
      [store.users, store.roles, store.menus, store.resources].some((records) => records.get(id) !== undefined)
    )
      known.add(id);
    return known.has(id);
  };
  const outward = (id: string) => (isRecordId(id) ? `${PREFIX}${id}` : id);
  const inward = (id: string) =>
    id.startsWith(PREFIX) ? id.slice(PREFIX.length) : isRecordId(id) ? `${UNKNOWN}${id}` : id;

  server.ext('onRequest', (request, h) => {
    const url = new URL(request.url.href);
    url.pathname = url.pathname.split('/').map(inward).join('/');
    for (const key of new Set(url.searchParams.keys())) {
      if (!ID_FIELD.test(key)) continue;
      const values = url.searchParams.getAll(key);
      url.searchParams.delete(key);
      for (const value of values) url.searchParams.append(key, value.split(',').map(inward).join(','));
    }
    request.setUrl(`${url.pathname}${url.search}`);
    return h.continue;
  });
  // The first step that sees the parsed body, before the guards and the route's validation read it.
  server.ext('onCredentials', (request, h) => {
    mapIdFields(request.payload, inward);
    return h.continue;
  });
  onJsonBody(server, (body) => mapIdFields(body, outward));
}
