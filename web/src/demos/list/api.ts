/** The demo list's API calls; each answers openapi-fetch's `{ data, error }`. */
import { apiClient } from '@/api/client';
import type { components, operations } from '@shared/contract/schema';
import type { CrudApi } from '@/components/crud/crud-types';

/** One item. */
export type DemoItem = components['schemas']['DemoItem'];
/** What add and edit send. */
export type DemoItemParam = components['schemas']['DemoItemParam'];
/** The query of `GET /demo/list-items`. */
export type DemoItemQuery = NonNullable<operations['listDemoItems']['parameters']['query']>;
// The rest follow from those, so the list names each schema once.
/** An item's status. */
export type DemoItemStatus = DemoItem['status'];
/** A field the server sorts by. */
export type DemoItemSortField = NonNullable<DemoItemQuery['sortField']>;

const items = '/demo/list-items';
const item = (id: string) => ({ params: { path: { id } } });

/** The calls behind both demo lists (items have no status switch: their status is edited). */
export const demoItemsApi: CrudApi<DemoItem, DemoItemQuery, DemoItemParam, DemoItemParam, never> = {
  list: (query, signal) => apiClient.GET(items, { params: { query }, signal }),
  create: (body) => apiClient.POST(items, { body }),
  update: (id, body) => apiClient.PUT(`${items}/{id}`, { ...item(id), body }),
  remove: (id) => apiClient.DELETE(`${items}/{id}`, item(id)),
};
