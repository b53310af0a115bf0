import {
  type ListUrl,
  changeOf,
  choiceParam,
  dateParam,
  integerParam,
  keywordParam,
  pageParams,
  paramsFromQuery,
  patternParam,
  queryFromParams,
  sortParams,
  statusParam,
  textParam,
} from './list-query-params';

interface Query {
  current?: number;
  pageSize?: number;
  queryValue?: string;
  status?: 'enabled' | 'disabled';
  roleIds?: string;
  day?: string;
  sortField?: 'name' | 'createdAt';
  sortOrder?: 'asc' | 'desc';
}

const url: ListUrl<Query> = {
  params: {
    ...pageParams,
    ...sortParams(['name', 'createdAt']),
    queryValue: keywordParam,
    status: statusParam,
    roleIds: patternParam('role', /^[a-z-]{1,8}(,[a-z-]{1,8}){0,2}$/),
    day: dateParam('day'),
  },
};
const defaults: Query = { current: 1, pageSize: 10 };
const parse = (search: string, of: ListUrl<Query> = url, from: Query = defaults) =>
  queryFromParams(new URLSearchParams(search), of, from);

describe('queryFromParams', () => {
  it('reads every parameter of a well-formed URL', () => {
    expect(
      parse(
        'q=%E7%94%A8%E6%88%B7&status=disabled&role=r-a,r-b&day=2026-02-28&sort=createdAt&order=desc&page=3&size=50',
      ),
    ).toEqual({
      current: 3,
      pageSize: 50,
      queryValue: '用户',
      status: 'disabled',
      roleIds: 'r-a,r-b',
      day: '2026-02-28',
      sortField: 'createdAt',
      sortOrder: 'desc',
    });
  });

  it('keeps the defaults for missing parameters and ignores unknown ones', () => {
    expect(parse('')).toEqual(defaults);
    expect(parse('utm=x&password=1')).toEqual(defaults);
  });

  it.each([
    ['page=abc', { current: 1 }],
    ['page=0', { current: 1 }],
    ['page=-2', { current: 1 }],
    ['page=2.5', { current: 1 }],
    ['page=1e3', { current: 1 }],
    ['page=1000001', { current: 1 }],
    ['page=99999999999999999999', { current: 1 }],
    ['size=7', { pageSize: 10 }],
    ['size=1000', { pageSize: 10 }],
    ['sort=password', { sortField: undefined }],
    ['sort=__proto__', { sortField: undefined }],
    ['order=up', { sortOrder: undefined }],
    ['status=deleted', { status: undefined }],
    [`q=${'x'.repeat(65)}`, { queryValue: undefined }],
    ['q=%20%20', { queryValue: undefined }],
    ['role=R_A', { roleIds: undefined }],
    ['role=a,,b', { roleIds: undefined }],
    ['day=2026-02-30', { day: undefined }],
    ['day=2026-2-3', { day: undefined }],
    ['day=tomorrow', { day: undefined }],
  ])('ignores the invalid %s (the field keeps its default)', (search, expected) => {
    expect(parse(search)).toMatchObject(expected);
  });

  it('survives malformed percent-encoding and repeated parameters', () => {
    expect(() => parse('q=%E0%A4%A&page=2&page=x')).not.toThrow();
    expect(parse('page=2&page=x').current).toBe(2);
  });

  it('trims the keyword', () => {
    expect(parse('q=%20ab%20').queryValue).toBe('ab');
  });

  it('clears a field whose default is set when its parameter is empty', () => {
    const sorted: Query = { ...defaults, sortField: 'createdAt', sortOrder: 'desc' };
    expect(parse('', url, sorted)).toMatchObject({ sortField: 'createdAt', sortOrder: 'desc' });
    expect(parse('sort=&order=', url, sorted)).toMatchObject({ sortField: undefined, sortOrder: undefined });
  });

  it('applies the list’s normalization after parsing', () => {
    const swapped: ListUrl<Query> = {
      ...url,
      normalize: (query) => ({ ...query, current: Math.min(query.current ?? 1, 5) }),
    };
    expect(parse('page=9', swapped).current).toBe(5);
  });
});

describe('paramsFromQuery', () => {
  it('writes only what differs from the defaults, in the URL’s names', () => {
    const params = paramsFromQuery(
      { ...defaults, current: 2, queryValue: 'ab', sortField: 'name', sortOrder: 'asc' },
      url,
      defaults,
    );
    expect(params.toString()).toBe('page=2&sort=name&order=asc&q=ab');
    expect(paramsFromQuery(defaults, url, defaults).toString()).toBe('');
  });

  it('writes a cleared field whose default is set as an empty parameter', () => {
    const sorted: Query = { ...defaults, sortField: 'createdAt', sortOrder: 'desc' };
    expect(paramsFromQuery({ ...sorted, sortField: undefined, sortOrder: undefined }, url, sorted).toString()).toBe(
      'sort=&order=',
    );
  });

  it('keeps the parameters that are not the list’s and replaces its own', () => {
    const base = new URLSearchParams('tab=2&page=7&q=old');
    expect(paramsFromQuery({ ...defaults, queryValue: 'new' }, url, defaults, base).toString()).toBe('tab=2&q=new');
  });

  it('round-trips every query the URL can hold', () => {
    const query: Query = {
      current: 4,
      pageSize: 100,
      queryValue: 'a b',
      status: 'enabled',
      roleIds: 'r-a',
      day: '2024-02-29',
      sortField: 'name',
      sortOrder: 'desc',
    };
    expect(parse(paramsFromQuery(query, url, defaults).toString())).toEqual(query);
  });
});

describe('changeOf', () => {
  it('names every field of the URL, so merging it clears filters the URL no longer has', () => {
    expect(changeOf({ current: 2 }, url)).toStrictEqual({
      current: 2,
      pageSize: undefined,
      sortField: undefined,
      sortOrder: undefined,
      queryValue: undefined,
      status: undefined,
      roleIds: undefined,
      day: undefined,
    });
  });
});

describe('parameter kinds', () => {
  it('check their own ranges', () => {
    expect(integerParam('n', 5, 6).parse('4')).toBeUndefined();
    expect(integerParam('n', 5, 6).parse('6')).toBe(6);
    expect(choiceParam('n', [10, 20]).parse('20')).toBe(20);
    expect(textParam('t', 3).parse('abcd')).toBeUndefined();
  });
});
