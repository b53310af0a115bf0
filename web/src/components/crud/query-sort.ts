import type { Sort, SortOrder } from '@/components/data-table/sort';

/** The sort parameters of the contract's list queries. */
export interface SortQuery<Field extends string> {
  sortField?: Field;
  sortOrder?: SortOrder;
}

/** The table's sort for a query (`sortOrder` defaults to ascending, as in the contract). */
export function sortFromQuery<Field extends string>({ sortField, sortOrder }: SortQuery<Field>): Sort<Field> {
  return sortField === undefined ? null : { field: sortField, order: sortOrder ?? 'asc' };
}

/** The query parameters for a table's sort; no sort clears both. */
export function sortToQuery<Field extends string>(sort: Sort<Field>): SortQuery<Field> {
  return { sortField: sort?.field, sortOrder: sort?.order };
}
