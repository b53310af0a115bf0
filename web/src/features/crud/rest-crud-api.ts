/**
 * The create, edit, delete and page calls of a contract collection (`/users`, `/roles`, ...),
 * with their types read from the generated `paths`: a feature's `api.ts` names its collection
 * instead of spelling out four calls that differ only by path.
 */
import { wrapAsPathBasedClient } from 'openapi-fetch';
import { apiClient } from '@/api/client';
import type { paths } from '@shared/contract/schema';
import type { ApiOutcome } from '@/api/api-result';
import type { CrudApi, PageOf } from '@/components/crud/crud-types';

type JsonOf<Part> = Part extends { content: { 'application/json': infer Body } } ? Body : never;

/**
 * A collection path that takes `POST` and whose records answer `PUT` and `DELETE` at
 * `<collection>/{id}` (a read-only collection, such as a log, has a `<collection>/{id}` too).
 */
export type WritableCollection = {
  [Path in keyof paths]: Path extends `${string}/{id}`
    ? never
    : `${Path}/{id}` extends keyof paths
      ? paths[Path] extends { post: object }
        ? paths[`${Path}/{id}`] extends { put: object; delete: object }
          ? Path
          : never
        : never
      : never;
}[keyof paths];

type MemberOf<Collection extends WritableCollection> = `${Collection}/{id}` & keyof paths;

/** What `POST <collection>` takes. */
export type CreateOf<Collection extends WritableCollection> = JsonOf<
  NonNullable<paths[Collection]['post']['requestBody']>
>;
/** What `PUT <collection>/{id}` takes. */
export type UpdateOf<Collection extends WritableCollection> = JsonOf<
  NonNullable<paths[MemberOf<Collection>]['put']['requestBody']>
>;
/** The query of `GET <collection>`. */
export type QueryOf<Collection extends WritableCollection> = NonNullable<
  paths[Collection]['get']['parameters']['query']
>;
/** What `GET <collection>` answers. */
type ListAnswerOf<Collection extends WritableCollection> = JsonOf<paths[Collection]['get']['responses'][200]>;
/** A writable collection whose `GET` answers pages. */
export type PagedCollection = {
  [Path in WritableCollection]: ListAnswerOf<Path> extends PageOf<unknown> ? Path : never;
}[WritableCollection];
/** A record of a paged collection. */
export type ItemOf<Collection extends PagedCollection> =
  ListAnswerOf<Collection> extends PageOf<infer Item> ? Item : never;

/** `GET <collection>` as the list calls it. */
interface ListCall<Collection extends PagedCollection> {
  GET(init: {
    params: { query: QueryOf<Collection> };
    signal: AbortSignal | undefined;
  }): Promise<ApiOutcome<PageOf<ItemOf<Collection>>>>;
}

/**
 * The client by path (openapi-fetch's own view), seen as one `ListCall` per paged collection:
 * `tsc` checks each collection's call against the contract here, so `restCrudApi`, generic over
 * the collection, reads its answer typed (openapi-fetch cannot resolve a call whose path is a
 * type parameter).
 */
const lists: { [Collection in PagedCollection]: ListCall<Collection> } = wrapAsPathBasedClient(apiClient);

/** `POST <collection>`, `PUT <collection>/{id}` and `DELETE <collection>/{id}`. */
export function recordWrites<Collection extends WritableCollection>(
  collection: Collection,
): Pick<CrudApi<never, never, CreateOf<Collection>, UpdateOf<Collection>, never>, 'create' | 'update' | 'remove'> {
  // Widened to every collection, so openapi-fetch types each call by the union of their
  // operations; the signature above pins the body to this collection's.
  const path: WritableCollection = collection;
  const member: MemberOf<WritableCollection> = `${path}/{id}`;
  return {
    create: (body) => apiClient.POST(path, { body }),
    update: (id, body) => apiClient.PUT(member, { params: { path: { id } }, body }),
    remove: (id) => apiClient.DELETE(member, { params: { path: { id } } }),
  };
}

/** Every call of a paged collection; add `setStatus` where the records can be enabled and disabled. */
export function restCrudApi<Collection extends PagedCollection>(
  collection: Collection,
): CrudApi<ItemOf<Collection>, QueryOf<Collection>, CreateOf<Collection>, UpdateOf<Collection>, never> {
  return {
    list: (query, signal) => lists[collection].GET({ params: { query }, signal }),
    ...recordWrites(collection),
  };
}
