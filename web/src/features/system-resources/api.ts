/** The API resource management calls; each answers openapi-fetch's `{ data, error }`. */
import { apiClient } from '../../api/client';
import type { components, operations } from '../../../../shared/contract/schema';
import type { CrudApi } from '../../components/crud/crud-types';

/** One API resource with the menu actions holding it. */
export type SystemResource = components['schemas']['SystemResource'];
/** What creating and editing a resource send. */
export type ResourceParam = components['schemas']['SystemResourceParam'];
/** The query of `GET /resources`. */
export type ResourceQuery = NonNullable<operations['listResources']['parameters']['query']>;
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
export const resourcesApi: CrudApi<SystemResource, ResourceQuery, ResourceParam, ResourceParam, never> = {
  list: (query, signal) => apiClient.GET('/resources', { params: { query }, signal }),
  create: (body) => apiClient.POST('/resources', { body }),
  update: (id, body) => apiClient.PUT('/resources/{id}', { params: { path: { id } }, body }),
  remove: (id) => apiClient.DELETE('/resources/{id}', { params: { path: { id } } }),
};
