/** The demo list's API calls; each answers openapi-fetch's `{ data, error }`. */
import { apiClient } from '../../api/client';
import type { components, operations } from '../../api/schema';

/** The query of `GET /demo/list-items`. */
export type DemoItemQuery = NonNullable<operations['listDemoItems']['parameters']['query']>;
/** What add and edit send. */
export type DemoItemParam = components['schemas']['DemoItemParam'];
/** One item. */
export type DemoItem = components['schemas']['DemoItem'];
/** One page of items. */
export type DemoItemPage = components['schemas']['DemoItemPage'];
/** An item's status. */
export type DemoItemStatus = components['schemas']['DemoItemStatus'];
/** A field the server sorts by. */
export type DemoItemSortField = components['schemas']['DemoItemSortField'];

export const fetchDemoItems = (query: DemoItemQuery) => apiClient.GET('/demo/list-items', { params: { query } });

export const createDemoItem = (body: DemoItemParam) => apiClient.POST('/demo/list-items', { body });

export const updateDemoItem = (id: string, body: DemoItemParam) =>
  apiClient.PUT('/demo/list-items/{id}', { params: { path: { id } }, body });

export const deleteDemoItem = (id: string) => apiClient.DELETE('/demo/list-items/{id}', { params: { path: { id } } });
