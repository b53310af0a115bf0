import type { Store } from '@reduxjs/toolkit';
import type { RootState } from '@/lib/store';
import { selectSessionStatus, selectToken, sessionLoadRequested } from './slice';

type SessionOutcome = 'ready' | 'failed';

/**
 * How the session's load ended: `'ready'` once loaded, `'failed'` without a token or when the load
 * failed (the token then dropped), `null` while it is yet to end.
 */
export function sessionLoadOutcome(state: RootState): SessionOutcome | null {
  const status = selectSessionStatus(state);
  if (status === 'ready') return 'ready';
  if (!selectToken(state) || status === 'failed') return 'failed';
  return null;
}

/**
 * For the router's guard: resolves `'ready'` at once when the session is loaded, `'failed'` at
 * once without a token; otherwise asks for the session (unless a load is under way) and resolves
 * when it is `ready` or `failed` (the saga has then already dropped the token). With `enough`, it
 * resolves `'ready'` as soon as `enough` holds for the state, the rest of the load going on: a
 * guard that needs only the user need not wait for the menu.
 */
export function ensureSession(
  store: Pick<Store<RootState>, 'getState' | 'dispatch' | 'subscribe'>,
  enough: (state: RootState) => boolean = () => false,
): Promise<SessionOutcome> {
  const settled = (): SessionOutcome | null => {
    const state = store.getState();
    return sessionLoadOutcome(state) ?? (enough(state) ? 'ready' : null);
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
    if (selectSessionStatus(store.getState()) !== 'loading') store.dispatch(sessionLoadRequested());
  });
}
