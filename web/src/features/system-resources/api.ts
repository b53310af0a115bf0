/** The API resource management calls; each answers openapi-fetch's `{ data, error }`. */
import type { components } from '@shared/contract/schema';
import { type ItemOf, type QueryOf, type UpdateOf, restCrudApi } from '@/features/crud';

/** One API resource with the menu actions holding it. */
export type SystemResource = ItemOf<'/resources'>;
/** What creating and editing a resource send. */
export type ResourceParam = UpdateOf<'/resources'>;
/** The query of `GET /resources`. */
export type ResourceQuery = QueryOf<'/resources'>;
/** A field the server sorts resources by. */
export type ResourceSortField = components['schemas']['SystemResourceSortField'];
/** An HTTP method. */
export type HttpMethod = components['schemas']['HttpMethod'];

/** The methods, in the order the filter and the form offer them. */
export const HTTP_METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Whether `value` is one of the contract's methods (for values read from a select). */
export function isHttpMethod(value: string): value is HttpMethod {
  return (HTTP_METHODS as readonly string[]).includes(value);
}

/** The calls behind the resource list (resources have no status). */
export const resourcesApi = restCrudApi('/resources');
