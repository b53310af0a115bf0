import { queryDemoItems } from './query';
import { DEMO_ITEM_COUNT, seedDemoItems } from './seed';

const items = seedDemoItems();

describe('seedDemoItems', () => {
  it('is deterministic and has the documented size with unique ids', () => {
    expect(seedDemoItems()).toEqual(items);
    expect(items).toHaveLength(DEMO_ITEM_COUNT);
    expect(new Set(items.map((item) => item.id)).size).toBe(DEMO_ITEM_COUNT);
  });

  it('differs for another seed', () => {
    expect(seedDemoItems(10, 1)).not.toEqual(seedDemoItems(10, 2));
  });
});

describe('queryDemoItems', () => {
  it('pages in id order by default', () => {
    const page = queryDemoItems(items, { current: 3, pageSize: 20 });
    expect(page.list.map((item) => item.id)).toEqual(items.slice(40, 60).map((item) => item.id));
    expect(page.pagination).toEqual({ total: DEMO_ITEM_COUNT, current: 3, pageSize: 20 });
  });

  it('filters by keyword (case insensitive) and status together', () => {
    const owner = items[0]?.owner ?? '';
    const page = queryDemoItems(items, { current: 1, pageSize: 100, queryValue: ` ${owner} `, status: 'online' });
    const expected = items.filter((item) => item.owner.includes(owner) && item.status === 'online');
    expect(page.pagination.total).toBe(expected.length);
    expect(page.list.every((item) => item.status === 'online' && item.owner === owner)).toBe(true);
    const nightly = queryDemoItems(items, { current: 1, pageSize: 10, queryValue: 'NIGHTLY' });
    expect(nightly.list.every((item) => item.description.toLowerCase().includes('nightly'))).toBe(true);
    expect(nightly.pagination.total).toBeGreaterThan(0);
  });

  it('keeps the whole end day of a date range', () => {
    const day = items[100]?.createdAt.slice(0, 10) ?? '';
    const page = queryDemoItems(items, { current: 1, pageSize: 100, startDate: day, endDate: day });
    expect(page.pagination.total).toBe(items.filter((item) => item.createdAt.startsWith(day)).length);
    expect(page.list.every((item) => item.createdAt.startsWith(day))).toBe(true);
    expect(page.pagination.total).toBeGreaterThan(0);
  });

  it('sorts by a field in both directions, ties by id', () => {
    const asc = queryDemoItems(items, { current: 1, pageSize: 100, sortField: 'callCount', sortOrder: 'asc' }).list;
    const desc = queryDemoItems(items, { current: 1, pageSize: 100, sortField: 'callCount', sortOrder: 'desc' }).list;
    const counts = items.map((item) => item.callCount).sort((a, b) => a - b);
    expect(asc.map((item) => item.callCount)).toEqual(counts.slice(0, 100));
    expect(desc.map((item) => item.callCount)).toEqual(counts.reverse().slice(0, 100));
  });

  it('answers an empty page past the end with the real total', () => {
    const page = queryDemoItems(items, { current: 999, pageSize: 100 });
    expect(page.list).toEqual([]);
    expect(page.pagination.total).toBe(DEMO_ITEM_COUNT);
  });

  it('does not reorder the items it was given', () => {
    const before = items.map((item) => item.id);
    queryDemoItems(items, { current: 1, pageSize: 10, sortField: 'name', sortOrder: 'desc' });
    expect(items.map((item) => item.id)).toEqual(before);
  });
});
