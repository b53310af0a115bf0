import type { DemoItemQuery, DemoItemSortField, DemoItemStatus } from './api';

/** The statuses, in the order the filter offers them. */
export const STATUSES: readonly DemoItemStatus[] = ['closed', 'running', 'online', 'error'];

/** The page sizes the pager offers; the server caps at 100. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** What the filter form holds: empty strings mean "any". */
export interface ListFilters {
  queryValue: string;
  status: DemoItemStatus | '';
  startDate: string;
  endDate: string;
}

/** The filters in force when none is set. */
export const emptyFilters: ListFilters = { queryValue: '', status: '', startDate: '', endDate: '' };

/** The server-side sort, or `null` for the server's own order. */
export type ListSort = { field: DemoItemSortField; order: 'asc' | 'desc' } | null;

/** Whether `value` is a status (for values read from a select). */
export function isStatus(value: string): value is DemoItemStatus {
  return (STATUSES as readonly string[]).includes(value);
}

/**
 * The filter part of the API query for the form's filters: an empty filter is `undefined` (the
 * contract has no "any" value), the keyword is trimmed and a date range given backwards is put the
 * right way round.
 */
export function filtersToQuery(filters: ListFilters): Pick<DemoItemQuery, 'queryValue' | 'status' | 'startDate' | 'endDate'> {
  const keyword = filters.queryValue.trim();
  const [from, to] = [filters.startDate, filters.endDate];
  const backwards = from !== '' && to !== '' && to < from;
  const [startDate, endDate] = backwards ? [to, from] : [from, to];
  return {
    queryValue: keyword || undefined,
    status: filters.status || undefined,
    startDate: startDate || undefined,
    endDate: endDate || undefined,
  };
}

/** The form's filters for an API query (the form starts from the filters in force). */
export function filtersOf(query: DemoItemQuery): ListFilters {
  return { queryValue: query.queryValue ?? '', status: query.status ?? '', startDate: query.startDate ?? '', endDate: query.endDate ?? '' };
}

/** The sort an API query asks for. */
export function sortOf(query: DemoItemQuery): ListSort {
  return query.sortField === undefined ? null : { field: query.sortField, order: query.sortOrder ?? 'asc' };
}

/** The sort part of the API query; `undefined` fields clear the sort when merged into a query. */
export function sortToQuery(sort: ListSort): Pick<DemoItemQuery, 'sortField' | 'sortOrder'> {
  return { sortField: sort?.field, sortOrder: sort?.order };
}

/** The next sort when a header is clicked: ascending, then descending, then none. */
export function nextSort(current: ListSort, field: DemoItemSortField): ListSort {
  if (current?.field !== field) return { field, order: 'asc' };
  return current.order === 'asc' ? { field, order: 'desc' } : null;
}
