import {
  type ListUrl,
  choiceParam,
  dateParam,
  keywordParam,
  pageParams,
  sortParams,
} from '@/components/crud/list-query-params';
import type { DemoItemQuery, DemoItemSortField, DemoItemStatus } from './api';

/** The statuses, in the order the filter offers them. */
export const STATUSES: readonly DemoItemStatus[] = ['closed', 'running', 'online', 'error'];

/** The fields the query table sorts by, in the order of its columns. */
export const SORT_FIELDS: readonly DemoItemSortField[] = ['id', 'name', 'owner', 'status', 'callCount', 'createdAt'];

/** The page sizes the pager offers (the shared pager's). */
export { PAGE_SIZES } from '@/components/data-table/page-numbers';

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
export function filtersToQuery(
  filters: ListFilters,
): Pick<DemoItemQuery, 'queryValue' | 'status' | 'startDate' | 'endDate'> {
  return {
    queryValue: filters.queryValue.trim() || undefined,
    status: filters.status || undefined,
    ...dateRange({ startDate: filters.startDate || undefined, endDate: filters.endDate || undefined }),
  };
}

/** A creation date range the right way round (the contract refuses an end before the start). */
function dateRange({
  startDate,
  endDate,
}: Pick<DemoItemQuery, 'startDate' | 'endDate'>): Pick<DemoItemQuery, 'startDate' | 'endDate'> {
  return startDate !== undefined && endDate !== undefined && endDate < startDate
    ? { startDate: endDate, endDate: startDate }
    : { startDate, endDate };
}

/** The query table's query in the URL: `?q=&status=&from=&to=&sort=&order=&page=&size=`. */
export const queryListUrl: ListUrl<DemoItemQuery> = {
  params: {
    ...pageParams,
    ...sortParams(SORT_FIELDS),
    queryValue: keywordParam,
    status: choiceParam('status', STATUSES),
    startDate: dateParam('from'),
    endDate: dateParam('to'),
  },
  normalize: (query) => ({ ...query, ...dateRange(query) }),
};

/** The card list's query in the URL (its order is fixed): `?q=&page=&size=`. */
export const standardListUrl: ListUrl<DemoItemQuery> = { params: { ...pageParams, queryValue: keywordParam } };

/**
 * The form's filters once the filters in force moved from `before` to `value` (back button,
 * reset, a link): a field they changed follows them, the others keep what the user has not
 * applied yet; the keyword also stays as typed when only spaces around it differ.
 */
export function followFilters(draft: ListFilters, before: ListFilters, value: ListFilters): ListFilters {
  const keywordMoved = value.queryValue !== before.queryValue && draft.queryValue.trim() !== value.queryValue;
  return {
    queryValue: keywordMoved ? value.queryValue : draft.queryValue,
    status: value.status !== before.status ? value.status : draft.status,
    startDate: value.startDate !== before.startDate ? value.startDate : draft.startDate,
    endDate: value.endDate !== before.endDate ? value.endDate : draft.endDate,
  };
}

/** The form's filters for an API query (the form starts from the filters in force). */
export function filtersOf(query: DemoItemQuery): ListFilters {
  return {
    queryValue: query.queryValue ?? '',
    status: query.status ?? '',
    startDate: query.startDate ?? '',
    endDate: query.endDate ?? '',
  };
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
