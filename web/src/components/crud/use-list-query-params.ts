import { useContext, useEffect, useMemo, useRef } from 'react';
import {
  type DataRouter,
  UNSAFE_DataRouterContext as DataRouterContext,
  useLocation,
  useSearchParams,
} from 'react-router-dom';
import { debounce } from '@/lib/debounce';
import { type ListUrl, changeOf, paramsFromQuery, queryFromParams } from './list-query-params';

/** How long typing rests before its query is loaded and written to the URL. */
export const TYPING_DELAY_MS = 400;

/** What `useListQueryParams` binds: the list's query, its defaults and its load. */
export interface ListQueryBinding<Query> {
  /** The query the list was last asked for (its slice's `query`). */
  query: Query;
  /** The query of a fresh list (its slice's initial query): absent parameters mean these. */
  defaults: Query;
  /** Loads with `change` merged into the query. */
  load: (change: Partial<Query>) => void;
}

/** What a list sends when the user changes its query. */
export interface ListQueryChanges<Query> {
  /** A committed change (search, filter, sort, page): loaded at once, a new history entry. */
  commit: (change: Partial<Query>) => void;
  /**
   * A change while typing: loaded once typing rests; the first of a run of them adds a history
   * entry and the rest replace it, so the back button steps over searches, not keystrokes.
   */
  type: (change: Partial<Query>) => void;
}

/**
 * Keeps a list's query in the URL's query string (react-router's, so a page kept alive in a tab
 * reads its own location). On mount and whenever the URL changes by itself (back, forward, a
 * pasted link) the list loads the query the URL asks for; whenever the list's query changes
 * (the user's changes, or a saga stepping back a page after a delete) the URL follows.
 */
export function useListQueryParams<Query extends object>(
  url: ListUrl<Query>,
  { query, defaults, load }: ListQueryBinding<Query>,
): ListQueryChanges<Query> {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const router = useContext(DataRouterContext)?.router;
  const wanted = useMemo(() => queryFromParams(searchParams, url, defaults), [searchParams, url, defaults]);
  const wantedKey = keyOf(wanted, url, defaults);
  const stateKey = keyOf(query, url, defaults);

  // The query both the URL and the list agree on; `null` until the first load from the URL.
  const synced = useRef<string | null>(null);
  const seenState = useRef(stateKey);
  // The URL this page was at when its list's query last moved on, until the page sees that query
  // in its own location. A page kept in a tab can miss it: when the user left before the write
  // (which is then not made), or before the router's new location reached the page, so that its
  // tab kept the old URL.
  const unseenFrom = useRef<string | null>(null);
  // Whether the current history entry was added by typing (further typing replaces it).
  const typingEntry = useRef(false);
  // How the next change of the list's query is written: set by a commit or typing, else replaced.
  const nextWrite = useRef<{ replace: boolean; typing: boolean } | null>(null);
  const latest = useRef({ query, load, setSearchParams, searchParams, pathname, wantedKey });
  latest.current = { query, load, setSearchParams, searchParams, pathname, wantedKey };

  const writeUrl = useMemo(
    () =>
      ({ replace, typing }: { replace: boolean; typing: boolean }) => {
        const { query: current, setSearchParams: set, searchParams: base, pathname: own } = latest.current;
        // Navigating from a page the user has already left would take them back to it.
        if (router && headingFor(router) !== own) return;
        typingEntry.current = typing;
        set(paramsFromQuery(current, url, defaults, base), { replace });
      },
    [router, url, defaults],
  );

  useEffect(() => {
    if (wantedKey === synced.current) {
      unseenFrom.current = null;
      return;
    }
    if (wantedKey === unseenFrom.current) {
      // Back at the URL the page had when its list moved on unseen: the list's query is where the
      // user left it, so the URL catches up rather than the list going back.
      writeUrl({ replace: true, typing: false });
      return;
    }
    unseenFrom.current = null;
    synced.current = wantedKey;
    typingEntry.current = false;
    latest.current.load(changeOf(wanted, url));
  }, [wantedKey, wanted, url, writeUrl]);

  useEffect(() => {
    if (stateKey === seenState.current) return;
    seenState.current = stateKey;
    const write = nextWrite.current ?? { replace: true, typing: typingEntry.current };
    nextWrite.current = null;
    if (stateKey === synced.current) return;
    synced.current = stateKey;
    unseenFrom.current ??= latest.current.wantedKey;
    writeUrl(write);
  }, [stateKey, writeUrl]);

  const changes = useMemo(() => {
    const ask = (change: Partial<Query>, typing: boolean) => {
      const { query: current, load: loadNow } = latest.current;
      const changed = keyOf({ ...current, ...change }, url, defaults) !== keyOf(current, url, defaults);
      if (!typing) typingEntry.current = false;
      if (changed) nextWrite.current = { replace: typing && typingEntry.current, typing };
      // Typing the same query again is no new search; committing it reloads, as a search button does.
      if (changed || !typing) loadNow(change);
    };
    let typed: Partial<Query> = {};
    const typeLater = debounce(() => {
      const change = typed;
      typed = {};
      ask(change, true);
    }, TYPING_DELAY_MS);
    const commit = (change: Partial<Query>) => {
      typeLater.cancel();
      const pending = typed;
      typed = {};
      ask({ ...pending, ...change }, false);
    };
    const type = (change: Partial<Query>) => {
      typed = { ...typed, ...change };
      typeLater();
    };
    return { commit, type, cancel: typeLater.cancel };
  }, [url, defaults]);
  // Typing left pending must not load or navigate once the list is gone.
  useEffect(() => changes.cancel, [changes]);
  return changes;
}

/** The path the router is on, or on its way to. */
function headingFor(router: DataRouter): string {
  const { navigation, location } = router.state;
  return (navigation.location ?? location).pathname;
}

/** The URL parameters `query` is written as: equal keys, equal queries for the URL's fields. */
function keyOf<Query extends object>(query: Query, url: ListUrl<Query>, defaults: Query): string {
  return paramsFromQuery(query, url, defaults).toString();
}
