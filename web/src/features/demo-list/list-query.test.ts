import { initialListState, nextSort, pageCount, toQuery } from './list-query';

describe('toQuery', () => {
  it('sends only page and size for the initial state', () => {
    expect(toQuery(initialListState)).toEqual({ current: 1, pageSize: 10 });
  });

  it('trims the keyword, keeps set filters and the sort', () => {
    const query = toQuery({
      filters: { queryValue: '  订单 ', status: 'online', startDate: '2026-01-01', endDate: '' },
      current: 3,
      pageSize: 20,
      sort: { field: 'callCount', order: 'desc' },
    });
    expect(query).toEqual({ current: 3, pageSize: 20, queryValue: '订单', status: 'online', startDate: '2026-01-01', sortField: 'callCount', sortOrder: 'desc' });
  });

  it('puts a backwards date range the right way round', () => {
    const query = toQuery({ ...initialListState, filters: { ...initialListState.filters, startDate: '2026-03-02', endDate: '2026-03-01' } });
    expect(query).toMatchObject({ startDate: '2026-03-01', endDate: '2026-03-02' });
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

describe('pageCount', () => {
  it('rounds up and never answers zero', () => {
    expect(pageCount(5000, 10)).toBe(500);
    expect(pageCount(5001, 10)).toBe(501);
    expect(pageCount(0, 10)).toBe(1);
  });
});
