/** The menu management calls; each answers openapi-fetch's `{ data, error }`. */
import { apiClient } from '@/api/client';
import type { components, operations } from '@shared/contract/schema';
import type { CrudApi, PageQuery } from '@/components/crud/crud-types';
import { recordWrites } from '@/features/crud';

/** One menu of the tree, with its actions and children. */
export type MenuNode = components['schemas']['SystemMenuNode'];
/** What creating and editing a menu send. */
export type MenuParam = components['schemas']['SystemMenuParam'];
/** One action of a menu with the resources it opens. */
export type MenuAction = components['schemas']['SystemMenuAction'];
/** An API resource an action can open. */
export type ResourceOption = components['schemas']['SystemResource'];
/** The tree's filter; the page fields are the list's and never sent (the tree is not paged). */
export type MenuQuery = NonNullable<operations['listMenus']['parameters']['query']> & PageQuery;

/**
 * The calls behind the menu tree. The tree is one list of roots, so it is answered as a single
 * page, which lets the menu editor share the list saga of the other pages.
 */
export const menusApi: CrudApi<MenuNode, MenuQuery, MenuParam, MenuParam, never> = {
  list: async ({ queryValue }, signal) => {
    const { data, error } = await apiClient.GET('/menus', { params: { query: { queryValue } }, signal });
    return error ? { error } : { data: { list: data.list, pagination: { total: data.list.length } } };
  },
  ...recordWrites('/menus'),
};

/** Every resource an action can open (one page of the contract's largest size). */
export async function fetchResourceOptions(signal: AbortSignal) {
  const { data, error } = await apiClient.GET('/resources', {
    params: { query: { pageSize: 100, sortField: 'path' } },
    signal,
  });
  return error ? { error } : { data: data.list };
}
