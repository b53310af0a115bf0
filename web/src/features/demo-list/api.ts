/** The demo list's API calls; each answers openapi-fetch's `{ data, error }`. */
import { apiClient } from '../../api/client';
import type { components, operations } from '../../../../shared/contract/schema';
import type { CrudApi } from '../../components/crud/crud-types';

/** The query of `GET /demo/list-items`. */
export type DemoItemQuery = NonNullable<operations['listDemoItems']['parameters']['query']>;
/** What add and edit send. */
export type DemoItemParam = components['schemas']['DemoItemParam'];
/** One item. */
export type DemoItem = components['schemas']['DemoItem'];
/** An item's status. */
export type DemoItemStatus = components['schemas']['DemoItemStatus'];
/** A field the server sorts by. */
export type DemoItemSortField = components['schemas']['DemoItemSortField'];

/** The calls behind both demo lists (items have no status switch: their status is edited). */
export const demoItemsApi: CrudApi<DemoItem, DemoItemQuery, DemoItemParam, DemoItemParam, never> = {
  list: (query, signal) => apiClient.GET('/demo/list-items', { params: { query }, signal }),
  create: (body) => apiClient.POST('/demo/list-items', { body }),
  update: (id, body) => apiClient.PUT('/demo/list-items/{id}', { params: { path: { id } }, body }),
  remove: (id) => apiClient.DELETE('/demo/list-items/{id}', { params: { path: { id } } }),
};
