/**
 * The create, edit, delete and page calls of a contract collection (`/users`, `/roles`, ...),
 * with their types read from the generated `paths`: a feature's `api.ts` names its collection
 * instead of spelling out four calls that differ only by path.
 */
import { apiClient } from '../../api/client';
import type { paths } from '../../../../shared/contract/schema';
import type { ApiOutcome } from '../../api/api-result';
import type { CrudApi, PageOf } from '../../components/crud/crud-types';

type JsonOf<Part> = Part extends { content: { 'application/json': infer Body } } ? Body : never;

/** A collection path whose records answer `PUT` and `DELETE` at `<collection>/{id}`. */
export type WritableCollection = {
  [Path in keyof paths]: Path extends `${string}/{id}` ? never : `${Path}/{id}` extends keyof paths ? Path : never;
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
/** A record of a paged collection. */
export type ItemOf<Collection extends WritableCollection> =
  ListAnswerOf<Collection> extends PageOf<infer Item> ? Item : never;

/**
 * openapi-fetch resolves a call's options from a literal path; with a path that is a type
 * parameter it cannot, so these calls go through this loose view. The exported types above pin
 * every body and answer to the contract.
 */
interface LooseClient {
  GET(path: string, init: object): Promise<ApiOutcome<never>>;
  POST(path: string, init: object): Promise<ApiOutcome<unknown>>;
  PUT(path: string, init: object): Promise<ApiOutcome<unknown>>;
  DELETE(path: string, init: object): Promise<ApiOutcome<unknown>>;
}
const client = apiClient as unknown as LooseClient;

/** `POST <collection>`, `PUT <collection>/{id}` and `DELETE <collection>/{id}`. */
export function recordWrites<Collection extends WritableCollection>(
  collection: Collection,
): Pick<CrudApi<never, never, CreateOf<Collection>, UpdateOf<Collection>, never>, 'create' | 'update' | 'remove'> {
  const member = `${collection}/{id}`;
  return {
    create: (body) => client.POST(collection, { body }),
    update: (id, body) => client.PUT(member, { params: { path: { id } }, body }),
    remove: (id) => client.DELETE(member, { params: { path: { id } } }),
  };
}

/** Every call of a paged collection; add `setStatus` where the records can be enabled and disabled. */
export function restCrudApi<Collection extends WritableCollection>(
  collection: Collection,
): CrudApi<ItemOf<Collection>, QueryOf<Collection>, CreateOf<Collection>, UpdateOf<Collection>, never> {
  return {
    list: (query, signal) => client.GET(collection, { params: { query }, signal }),
    ...recordWrites(collection),
  };
}
