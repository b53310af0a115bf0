import type { Lifecycle, Request } from '@hapi/hapi';
import type { components } from '../../../../shared/contract/schema';
import { fold } from './fields';
import { type CsvExport, csvResponse } from './csv-export';

type Pagination = components['schemas']['Pagination'];
type SortOrder = components['schemas']['SortOrder'];

/** What every list query carries. */
export interface ListQuery<Field extends string> {
  current: number;
  pageSize: number;
  queryValue?: string;
  sortField?: Field;
  sortOrder: SortOrder;
}

/** How one kind of record is searched and sorted. */
export interface ListRules<T, Field extends string> {
  /** The texts `queryValue` is looked for in. */
  keywords: (record: T) => string[];
  /** The value `sortField` sorts by. */
  sortValue: (record: T, field: Field) => string | number;
  /** The order without `sortField`. */
  defaultOrder: (a: T, b: T) => number;
}

const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'zh-CN');

/**
 * Every record of `records` (already narrowed by the caller's filters) the query keeps, in its
 * order: keyword-matched case insensitively, sorted (ties by id, so pages never overlap).
 */
export function matchingRecords<T extends { id: string }, Field extends string>(
  records: readonly T[],
  query: Omit<ListQuery<Field>, 'current' | 'pageSize'>,
  rules: ListRules<T, Field>,
): T[] {
  // A keyword is matched without the white space around it.
  const keyword = fold(query.queryValue?.trim() ?? '');
  const matched = keyword
    ? records.filter((record) => rules.keywords(record).some((text) => fold(text).includes(keyword)))
    : [...records];
  const { sortField } = query;
  const direction = query.sortOrder === 'desc' ? -1 : 1;
  const order = sortField
    ? (a: T, b: T) => direction * compare(rules.sortValue(a, sortField), rules.sortValue(b, sortField))
    : rules.defaultOrder;
  return matched.sort((a, b) => order(a, b) || compare(a.id, b.id));
}

/** One page of the records the query keeps (`matchingRecords`). A page past the end is empty with the real total. */
export function listPage<T extends { id: string }, Field extends string>(
  records: readonly T[],
  query: ListQuery<Field>,
  rules: ListRules<T, Field>,
): { list: T[]; pagination: Pagination } {
  const matched = matchingRecords(records, query, rules);
  const start = (query.current - 1) * query.pageSize;
  return {
    list: matched.slice(start, start + query.pageSize),
    pagination: { total: matched.length, current: query.current, pageSize: query.pageSize },
  };
}

/** The request's query as the contract checked and defaulted it (`contract/contract-input.ts`). */
export function validatedQuery<Query>(request: Request): Query {
  return request.query as unknown as Query;
}

/** The sort fields of a list query. */
type SortFieldOf<Query> = Query extends ListQuery<infer Field> ? Field : never;

/** How `pageHandler` and `exportHandler` list one kind of record. */
export interface PageHandlerOptions<T, Query, View = unknown> extends Omit<
  ListRules<T, SortFieldOf<Query>>,
  'sortValue'
> {
  /** The records the query's own filters (status, method, roles) keep. */
  records: (query: Query) => readonly T[];
  /** The contract's view of a record. */
  view: (record: T) => View;
}

/** A record whose list sorts on its own fields. */
type Sortable<Query> = { id: string } & Record<SortFieldOf<Query>, string | number>;

/** The records `options` keep for the route's validated query, in its order, each sort field sorting by the record's own field. */
function queriedRecords<T extends Sortable<Query>, Query extends ListQuery<string>>(
  request: Request,
  { records, view: _view, ...rules }: PageHandlerOptions<T, Query, unknown>,
) {
  const query = validatedQuery<Query & ListQuery<SortFieldOf<Query>>>(request);
  return {
    query,
    rules: { ...rules, sortValue: (record: T, field: SortFieldOf<Query>) => record[field] },
    records: records(query),
  };
}

/** The handler of `GET <collection>`: one page of the views of the records the query keeps (`listPage`). */
export function pageHandler<T extends Sortable<Query>, Query extends ListQuery<string>>(
  options: PageHandlerOptions<T, Query>,
): Lifecycle.Method {
  return (request) => {
    const { query, rules, records } = queriedRecords(request, options);
    const page = listPage(records, query, rules);
    return { list: page.list.map(options.view), pagination: page.pagination };
  };
}

/**
 * The handler of `GET <collection>/export`: every record the query keeps, in the list's order, as
 * a streamed CSV document of `columns` over their views (`csvResponse`).
 */
export function exportHandler<T extends Sortable<Query>, Query extends ListQuery<string>, View>(
  options: PageHandlerOptions<T, Query, View>,
  csv: CsvExport<View>,
): Lifecycle.Method {
  return (request, h) => {
    const { query, rules, records } = queriedRecords(request, options);
    return csvResponse(h, csv, matchingRecords(records, query, rules), options.view);
  };
}
