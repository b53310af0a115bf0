import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchDemoItems, type DemoItemPage } from './api';
import { toQuery, type ListState } from './list-query';

/** The latest page for a view state and how its loading went. */
export interface DemoItemsResult {
  page: DemoItemPage | null;
  loading: boolean;
  /** The last load failed (the API client has already told the user why). */
  failed: boolean;
  /** Loads the same query again, e.g. after an edit. */
  reload: () => void;
}

/**
 * Loads the page a view state asks for. Only the newest request's answer is used; requests are
 * not aborted, because the client reports an aborted request as a broken network. The request
 * is sent one task later, so a burst of changes (or React's development double effects) sends
 * only the last query.
 */
export function useDemoItems(state: ListState): DemoItemsResult {
  const query = useMemo(() => toQuery(state), [state]);
  const [page, setPage] = useState<DemoItemPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const ticket = ++latest.current;
    setLoading(true);
    const timer = setTimeout(() => {
      fetchDemoItems(query).then(
        ({ data }) => {
          if (ticket !== latest.current) return;
          if (data !== undefined) setPage(data);
          setFailed(data === undefined);
          setLoading(false);
        },
        () => {
          if (ticket !== latest.current) return;
          setFailed(true);
          setLoading(false);
        },
      );
    }, 0);
    return () => clearTimeout(timer);
  }, [query, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { page, loading, failed, reload };
}
