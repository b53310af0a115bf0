import type { Store } from '@reduxjs/toolkit';
import { sessionLoadRequested } from './slice';
import type { AuthState } from './slice';

type SessionOutcome = 'ready' | 'failed';

/**
 * For the router's guard: resolves `'ready'` at once when the user is loaded, `'failed'` at once
 * without a token; otherwise asks for the session (unless a load is under way) and resolves when
 * it is `ready` or `failed` (the saga has then already dropped the token).
 */
export function ensureSession(store: Pick<Store<{ auth: AuthState }>, 'getState' | 'dispatch' | 'subscribe'>): Promise<SessionOutcome> {
  const settled = (): SessionOutcome | null => {
    const { token, user, sessionStatus } = store.getState().auth;
    if (sessionStatus === 'ready' && user) return 'ready';
    if (!token || sessionStatus === 'failed') return 'failed';
    return null;
  };
  const now = settled();
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe(() => {
      const outcome = settled();
      if (outcome) {
        unsubscribe();
        resolve(outcome);
      }
    });
    if (store.getState().auth.sessionStatus !== 'loading') store.dispatch(sessionLoadRequested());
  });
}
