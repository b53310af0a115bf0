import { emptyFilters, filtersOf, filtersToQuery, nextSort, sortOf, sortToQuery } from './list-query';

describe('filtersToQuery', () => {
  it('clears every filter for the empty form, so merging it into a query drops the old ones', () => {
    expect(filtersToQuery(emptyFilters)).toStrictEqual({ queryValue: undefined, status: undefined, startDate: undefined, endDate: undefined });
  });

  it('trims the keyword and keeps the set filters', () => {
    const query = filtersToQuery({ queryValue: '  订单 ', status: 'online', startDate: '2026-01-01', endDate: '' });
    expect(query).toStrictEqual({ queryValue: '订单', status: 'online', startDate: '2026-01-01', endDate: undefined });
  });

  it('puts a backwards date range the right way round', () => {
    const query = filtersToQuery({ ...emptyFilters, startDate: '2026-03-02', endDate: '2026-03-01' });
    expect(query).toMatchObject({ startDate: '2026-03-01', endDate: '2026-03-02' });
  });

  it('round-trips through the form', () => {
    const filters = { queryValue: '订单', status: 'error', startDate: '2026-01-01', endDate: '2026-02-01' } as const;
    expect(filtersOf({ current: 2, ...filtersToQuery(filters) })).toEqual(filters);
    expect(filtersOf({ current: 1 })).toEqual(emptyFilters);
  });
});

describe('sortOf and sortToQuery', () => {
  it('reads and writes the sort of a query, null clearing it', () => {
    expect(sortOf({ sortField: 'callCount', sortOrder: 'desc' })).toEqual({ field: 'callCount', order: 'desc' });
    expect(sortOf({ current: 1 })).toBeNull();
    expect(sortToQuery({ field: 'name', order: 'asc' })).toEqual({ sortField: 'name', sortOrder: 'asc' });
    expect(sortToQuery(null)).toStrictEqual({ sortField: undefined, sortOrder: undefined });
  });
});

describe('nextSort', () => {
  it('cycles ascending, descending, none, and restarts on another field', () => {
    const asc = nextSort(null, 'name');
    expect(asc).toEqual({ field: 'name', order: 'asc' });
    const desc = nextSort(asc, 'name');
    expect(desc).toEqual({ field: 'name', order: 'desc' });
    expect(nextSort(desc, 'name')).toBeNull();
    expect(nextSort(desc, 'owner')).toEqual({ field: 'owner', order: 'asc' });
  });
});
