import { useCallback, useEffect, useState } from 'react';
import { describeApiError } from '../../api/api-error';
import { apiClient } from '../../api/client';
import type { Dashboard } from './types';

/** What {@link useDashboard} answers. */
export interface DashboardState {
  data: Dashboard | null;
  loading: boolean;
  /** The failure's text; the client has already shown it as a toast. */
  error: string | null;
  reload: () => void;
}

/**
 * The dashboard's figures through the app's API client. The figures belong to this page alone,
 * so they are kept in the page rather than in a store slice; a response that arrives after the
 * page has gone is dropped.
 */
export function useDashboard(): DashboardState {
  const [data, setData] = useState<Dashboard | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    apiClient
      .GET('/pub/dashboard')
      .then((result) => {
        if (!current) return;
        if (result.error) setError(describeApiError(result.error));
        else {
          setData(result.data);
          setError(null);
        }
      })
      .catch((failure: unknown) => current && setError(String(failure)))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, loading, error, reload };
}
