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

/** The list's whole view state: filters, page and sort. */
export interface ListState {
  filters: ListFilters;
  current: number;
  pageSize: number;
  sort: { field: DemoItemSortField; order: 'asc' | 'desc' } | null;
}

/** The state a list starts in. */
export const initialListState: ListState = {
  filters: { queryValue: '', status: '', startDate: '', endDate: '' },
  current: 1,
  pageSize: 10,
  sort: null,
};

/** Whether `value` is a status (for values read from a select). */
export function isStatus(value: string): value is DemoItemStatus {
  return (STATUSES as readonly string[]).includes(value);
}

/**
 * The API query for a view state: empty filters are left out (the contract has no "any" value),
 * the keyword is trimmed and a date range given backwards is put the right way round.
 */
export function toQuery({ filters, current, pageSize, sort }: ListState): DemoItemQuery {
  const query: DemoItemQuery = { current, pageSize };
  const keyword = filters.queryValue.trim();
  if (keyword !== '') query.queryValue = keyword;
  if (filters.status !== '') query.status = filters.status;
  const [from, to] = [filters.startDate, filters.endDate];
  if (from !== '' && to !== '' && to < from) {
    query.startDate = to;
    query.endDate = from;
  } else {
    if (from !== '') query.startDate = from;
    if (to !== '') query.endDate = to;
  }
  if (sort !== null) {
    query.sortField = sort.field;
    query.sortOrder = sort.order;
  }
  return query;
}

/** The next sort when a header is clicked: ascending, then descending, then none. */
export function nextSort(current: ListState['sort'], field: DemoItemSortField): ListState['sort'] {
  if (current?.field !== field) return { field, order: 'asc' };
  return current.order === 'asc' ? { field, order: 'desc' } : null;
}

/** The number of pages for a total (at least 1, so the pager always has a page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
