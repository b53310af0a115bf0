import { queryFromParams } from '@/components/crud/list-query-params';
import {
  emptyFilters,
  filtersOf,
  filtersToQuery,
  followFilters,
  nextSort,
  queryListUrl,
  sortOf,
  sortToQuery,
  standardListUrl,
} from './list-query';

describe('filtersToQuery', () => {
  it('clears every filter for the empty form, so merging it into a query drops the old ones', () => {
    expect(filtersToQuery(emptyFilters)).toStrictEqual({
      queryValue: undefined,
      status: undefined,
      startDate: undefined,
      endDate: undefined,
    });
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

describe('queryListUrl', () => {
  const parse = (search: string) =>
    queryFromParams(new URLSearchParams(search), queryListUrl, { current: 1, pageSize: 10 });

  it('reads the filters, sort and page of a link', () => {
    expect(parse('q=订单&status=error&from=2026-01-01&to=2026-02-01&sort=callCount&order=desc&page=3&size=20')).toEqual(
      {
        queryValue: '订单',
        status: 'error',
        startDate: '2026-01-01',
        endDate: '2026-02-01',
        sortField: 'callCount',
        sortOrder: 'desc',
        current: 3,
        pageSize: 20,
      },
    );
  });

  it('puts a backwards date range the right way round, which the contract would refuse', () => {
    expect(parse('from=2026-03-02&to=2026-03-01')).toMatchObject({ startDate: '2026-03-01', endDate: '2026-03-02' });
  });

  it('ignores values the contract does not know', () => {
    expect(parse('status=paused&sort=description&from=2026-13-01')).toEqual({ current: 1, pageSize: 10 });
  });

  it('keeps the card list’s fixed order whatever the link says', () => {
    const cards = queryFromParams(new URLSearchParams('sort=name&order=asc&q=x'), standardListUrl, {
      current: 1,
      pageSize: 20,
      sortField: 'createdAt',
      sortOrder: 'desc',
    });
    expect(cards).toMatchObject({ queryValue: 'x', sortField: 'createdAt', sortOrder: 'desc' });
  });
});

describe('followFilters', () => {
  const before = { ...emptyFilters, queryValue: 'ab' };

  it('takes the fields the filters in force changed and keeps the unapplied rest', () => {
    const draft = { ...before, status: 'online' } as const;
    expect(followFilters(draft, before, { ...before, startDate: '2026-01-01' })).toEqual({
      ...draft,
      startDate: '2026-01-01',
    });
    expect(followFilters(draft, before, emptyFilters)).toEqual({ ...emptyFilters, status: 'online' });
  });

  it('keeps the keyword as typed when the list caught up with it', () => {
    expect(
      followFilters({ ...before, queryValue: 'ab c ' }, before, { ...before, queryValue: 'ab c' }).queryValue,
    ).toBe('ab c ');
  });
});
