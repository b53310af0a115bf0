/** The direction of a server-side sort. */
export type SortOrder = 'asc' | 'desc';

/** A server-side sort by one field; `null` leaves the order to the server. */
export type Sort<Field extends string> = { field: Field; order: SortOrder } | null;

/** The sort after a click on `field`'s header: ascending, then descending, then none. */
export function nextSort<Field extends string>(current: Sort<Field>, field: Field): Sort<Field> {
  if (current?.field !== field) return { field, order: 'asc' };
  return current.order === 'asc' ? { field, order: 'desc' } : null;
}
