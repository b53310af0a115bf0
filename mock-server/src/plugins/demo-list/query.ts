import type { CsvExport } from '../system-shared/csv-export';
import type { components, operations } from '../../../../shared/contract/schema';

type DemoItem = components['schemas']['DemoItem'];
type DemoItemPage = components['schemas']['DemoItemPage'];

/** The validated query of `GET /demo/list-items`. */
export type DemoItemQuery = Required<
  Pick<NonNullable<operations['listDemoItems']['parameters']['query']>, 'current' | 'pageSize'>
> &
  Omit<NonNullable<operations['listDemoItems']['parameters']['query']>, 'current' | 'pageSize'>;

const DAY_MS = 24 * 3600 * 1000;

function compare(a: DemoItem, b: DemoItem, field: NonNullable<DemoItemQuery['sortField']>): number {
  const left = a[field];
  const right = b[field];
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return String(left).localeCompare(String(right), 'zh-CN');
}

/**
 * Every item of `items` the query keeps, in its order: filtered (keyword on name, description and
 * owner, case insensitive; status; created between the start and end days, inclusive, UTC), then
 * a stable sort (ties keep id order).
 */
export function matchDemoItems(
  items: readonly DemoItem[],
  query: Omit<DemoItemQuery, 'current' | 'pageSize'>,
): DemoItem[] {
  const keyword = query.queryValue?.trim().toLowerCase() ?? '';
  const from = query.startDate === undefined ? -Infinity : Date.parse(`${query.startDate}T00:00:00Z`);
  const to = query.endDate === undefined ? Infinity : Date.parse(`${query.endDate}T00:00:00Z`) + DAY_MS;
  const matches = items.filter((item) => {
    if (query.status !== undefined && item.status !== query.status) return false;
    const created = Date.parse(item.createdAt);
    if (created < from || created >= to) return false;
    if (keyword === '') return true;
    return [item.name, item.description, item.owner].some((text) => text.toLowerCase().includes(keyword));
  });
  const { sortField } = query;
  if (sortField !== undefined) {
    const direction = query.sortOrder === 'desc' ? -1 : 1;
    matches.sort((a, b) => direction * compare(a, b, sortField) || a.id.localeCompare(b.id));
  }
  return matches;
}

/** One page of the items the query keeps (`matchDemoItems`). A page past the end is empty but keeps the total. */
export function queryDemoItems(items: readonly DemoItem[], query: DemoItemQuery): DemoItemPage {
  const matches = matchDemoItems(items, query);
  const offset = (query.current - 1) * query.pageSize;
  return {
    list: matches.slice(offset, offset + query.pageSize),
    pagination: { total: matches.length, current: query.current, pageSize: query.pageSize },
  };
}

/** The demo items' CSV export (`exportDemoItems` in the contract): the item's fields. */
export const DEMO_ITEM_CSV: CsvExport<DemoItem> = {
  fileName: 'demo-items.csv',
  list: 'demoItems',
  columns: {
    id: (item) => item.id,
    name: (item) => item.name,
    description: (item) => item.description,
    owner: (item) => item.owner,
    status: (item) => item.status,
    callCount: (item) => item.callCount,
    createdAt: (item) => item.createdAt,
  },
};
