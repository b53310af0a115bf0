// react-router needs TextEncoder, which jsdom lacks: the test environment first.
import { act, render } from '@testing-library/react';
import { Activity, type ContextType, useContext, useState } from 'react';
import { UNSAFE_LocationContext as LocationContext, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { withRequestStandIn } from '@/testing/request-stand-in';
import { type ListUrl, keywordParam, pageParams, sortParams } from './list-query-params';
import { type ListQueryChanges, TYPING_DELAY_MS, useListQueryParams } from './use-list-query-params';

interface Query {
  current?: number;
  pageSize?: number;
  queryValue?: string;
  sortField?: 'name';
  sortOrder?: 'asc' | 'desc';
}

const url: ListUrl<Query> = { params: { ...pageParams, ...sortParams(['name']), queryValue: keywordParam } };
const defaults: Query = { current: 1, pageSize: 10 };
/** What the list holds after loading `defaults`: every other parameter unset. */
const DEFAULT_QUERY = { ...defaults, queryValue: undefined, sortField: undefined, sortOrder: undefined };

/** What the harness exposes: every load's change, the hook's changes, and a load as a saga sends one. */
interface Harness {
  loads: Partial<Query>[];
  changes: ListQueryChanges<Query>;
  sagaLoad: (change: Partial<Query>) => void;
  query: () => Query;
  /**
   * Where the list is, as a page kept in a tab: on screen following the router; still on screen but
   * held at the location it read last (the user has left, the hiding render is not done); hidden
   * there; `following` again when it is shown.
   */
  keep: (state: Kept) => void;
}

type Kept = 'following' | 'pinned' | 'hidden';

/** A list whose "slice" merges each load into its query, as `createCrudSlice` does. */
function mount(path: string, remembered: Query = defaults) {
  const harness = { loads: [] } as unknown as Harness;
  function List() {
    const [query, setQuery] = useState(remembered);
    const load = (change: Partial<Query>) => {
      harness.loads.push(change);
      setQuery((current) => ({ ...current, ...change }));
    };
    harness.changes = useListQueryParams(url, { query, defaults, load });
    harness.sagaLoad = load;
    harness.query = () => query;
    return null;
  }
  function Page() {
    const live = useContext(LocationContext);
    const [kept, setKept] = useState<{ state: Kept; location: ContextType<typeof LocationContext> }>({
      state: 'following',
      location: live,
    });
    harness.keep = (state) =>
      setKept((last) => ({ state, location: last.state === 'following' ? live : last.location }));
    return (
      <Activity mode={kept.state === 'hidden' ? 'hidden' : 'visible'}>
        <LocationContext.Provider value={kept.state === 'following' ? live : kept.location}>
          <List />
        </LocationContext.Provider>
      </Activity>
    );
  }
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
    initialEntries: ['/other', path],
    initialIndex: 1,
  });
  const view = render(<RouterProvider router={router} />);
  const search = () => router.state.location.search;
  const action = () => router.state.historyAction;
  const settle = () => act(() => jest.advanceTimersByTimeAsync(0));
  const go = async (to: string | number) => {
    await act(() => (typeof to === 'number' ? router.navigate(to) : router.navigate(to)));
    await settle();
  };
  const back = () => go(-1);
  const keep = (state: Kept) => act(() => harness.keep(state));
  return { harness, view, router, search, action, settle, go, back, keep };
}

withRequestStandIn();
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useListQueryParams', () => {
  it('loads the query the URL asks for on mount, every field of the URL named', async () => {
    const { harness, settle } = mount('/list?q=ab&sort=name&order=desc&page=2');
    await settle();
    expect(harness.loads).toEqual([
      { current: 2, pageSize: 10, sortField: 'name', sortOrder: 'desc', queryValue: 'ab' },
    ]);
  });

  it('replaces what the list remembered with the URL’s query, and loads the defaults for a bare URL', async () => {
    const { harness, search, settle } = mount('/list', { current: 4, pageSize: 50, queryValue: 'old' });
    await settle();
    expect(harness.query()).toEqual(DEFAULT_QUERY);
    expect(search()).toBe('');
  });

  it('loads the defaults for invalid values instead of failing', async () => {
    const { harness, settle } = mount('/list?page=-1&size=7&sort=password&order=sideways&q=');
    await settle();
    expect(harness.query()).toEqual(DEFAULT_QUERY);
  });

  it('adds a history entry per commit, and the back button loads the earlier query again', async () => {
    const { harness, search, action, settle, back } = mount('/list');
    await settle();
    act(() => harness.changes.commit({ sortField: 'name', sortOrder: 'asc', current: 1 }));
    await settle();
    act(() => harness.changes.commit({ current: 2 }));
    await settle();
    expect(search()).toBe('?page=2&sort=name&order=asc');
    expect(action()).toBe('PUSH');

    await back();
    expect(search()).toBe('?sort=name&order=asc');
    expect(harness.query()).toMatchObject({ current: 1, sortField: 'name' });
    await back();
    expect(harness.query()).toMatchObject({ current: 1, sortField: undefined });
    expect(harness.loads).toHaveLength(5);
  });

  it('loads typing once it rests: its first change adds an entry, the next ones replace it', async () => {
    const { harness, search, action, settle, back } = mount('/list?page=3');
    await settle();
    act(() => harness.changes.type({ queryValue: 'a', current: 1 }));
    act(() => harness.changes.type({ queryValue: 'ab', current: 1 }));
    expect(search()).toBe('?page=3');
    await act(() => jest.advanceTimersByTimeAsync(TYPING_DELAY_MS));
    expect(search()).toBe('?q=ab');
    expect(harness.loads.at(-1)).toEqual({ queryValue: 'ab', current: 1 });

    act(() => harness.changes.type({ queryValue: 'abc', current: 1 }));
    await act(() => jest.advanceTimersByTimeAsync(TYPING_DELAY_MS));
    expect(search()).toBe('?q=abc');
    expect(action()).toBe('REPLACE');

    // Pressing Enter on what typing loaded ends the run; the next typing adds an entry.
    act(() => harness.changes.commit({ queryValue: 'abc', current: 1 }));
    act(() => harness.changes.type({ queryValue: 'abcd', current: 1 }));
    await act(() => jest.advanceTimersByTimeAsync(TYPING_DELAY_MS));
    expect(action()).toBe('PUSH');

    await back();
    expect(search()).toBe('?q=abc');
    await back();
    expect(search()).toBe('?page=3');
    expect(harness.query()).toMatchObject({ current: 3, queryValue: undefined });
  });

  it('commits what is typed but not yet loaded together with the commit', async () => {
    const { harness, search, settle } = mount('/list');
    await settle();
    act(() => harness.changes.type({ queryValue: 'ab', current: 1 }));
    act(() => harness.changes.commit({ sortField: 'name', sortOrder: 'asc' }));
    await settle();
    expect(search()).toBe('?sort=name&order=asc&q=ab');
    await act(() => jest.advanceTimersByTimeAsync(TYPING_DELAY_MS));
    expect(harness.loads).toHaveLength(2);
  });

  it('writes a change the list made by itself (a saga stepping back a page) over the current entry', async () => {
    const { harness, search, action, settle } = mount('/list?page=3');
    await settle();
    act(() => harness.sagaLoad({ current: 2 }));
    await settle();
    expect(search()).toBe('?page=2');
    expect(action()).toBe('REPLACE');
    expect(harness.loads).toHaveLength(2);
  });

  it('reloads on a commit that changes nothing, as a search button does, without a new entry', async () => {
    const { harness, search, action, settle } = mount('/list?q=ab');
    await settle();
    act(() => harness.changes.commit({ queryValue: 'ab' }));
    await settle();
    expect(harness.loads).toHaveLength(2);
    expect(search()).toBe('?q=ab');
    expect(action()).toBe('POP');
  });

  it('drops pending typing when the list unmounts', async () => {
    const { harness, view, search, settle } = mount('/list');
    await settle();
    act(() => harness.changes.type({ queryValue: 'ab' }));
    view.unmount();
    await act(() => jest.advanceTimersByTimeAsync(TYPING_DELAY_MS));
    expect(harness.loads).toHaveLength(1);
    expect(search()).toBe('');
  });

  it('does not navigate for a change made after the user left the page, and writes it when they come back to the URL they left', async () => {
    const { harness, search, action, settle, go, keep, router } = mount('/list?q=staff');
    await settle();
    await keep('pinned');
    await go('/role');
    act(() => harness.changes.type({ queryValue: 'more', current: 1 }));
    await act(() => jest.advanceTimersByTimeAsync(TYPING_DELAY_MS));
    expect(router.state.location.pathname).toBe('/role');

    await keep('hidden');
    await go('/list?q=staff');
    await keep('following');
    expect(search()).toBe('?q=more');
    expect(action()).toBe('REPLACE');
    expect(harness.loads.map((change) => change.queryValue)).toEqual(['staff', 'more']);
  });

  it('keeps the list’s query when the page comes back at the URL it had before its last write reached it', async () => {
    const { harness, search, settle, go, keep } = mount('/list?q=staff');
    await settle();
    await keep('pinned');
    act(() => harness.changes.commit({ queryValue: 'more', current: 1 }));
    await settle();
    expect(search()).toBe('?q=more');
    // A tab switch before the page rendered that URL: its tab still holds the old one.
    await go('/role');
    await keep('hidden');
    await go('/list?q=staff');
    await keep('following');
    expect(search()).toBe('?q=more');
    expect(harness.query().queryValue).toBe('more');
    expect(harness.loads.map((change) => change.queryValue)).toEqual(['staff', 'more']);
  });

  it('still loads an older query the back button brings while the page is on screen', async () => {
    const { harness, search, settle, back } = mount('/list?q=staff');
    await settle();
    act(() => harness.changes.commit({ queryValue: 'more', current: 1 }));
    await settle();
    await back();
    expect(search()).toBe('?q=staff');
    expect(harness.query().queryValue).toBe('staff');
  });
});
