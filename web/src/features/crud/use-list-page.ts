import type { Identified, PageQuery } from '@/components/crud/crud-types';
import { type CrudListHandle, type CrudListSource, useCrudList } from './use-crud-list';

/** What a list page binds its view to: the list, its settings' name, its filters' change. */
export interface ListPage<Item, Query, Create = never, Update = never, Status = never> {
  list: CrudListHandle<Item, Query, Create, Update, Status>;
  /** Names the table's remembered display settings: the slice's name. */
  tableId: string;
  /** Loads page 1 with the changed filters (a new history entry). */
  filter: (change: Partial<Query>) => void;
}

/** Binds a list page to its list: the list's state and URL, the table's settings, the filters. */
export function useListPage<Item extends Identified, Query extends PageQuery, Create, Update, Status, State>(
  source: CrudListSource<Item, Query, Create, Update, Status, State>,
): ListPage<Item, Query, Create, Update, Status> {
  const list = useCrudList(source);
  return { list, tableId: source.slice.name, filter: (change) => list.commit({ ...change, current: 1 }) };
}
