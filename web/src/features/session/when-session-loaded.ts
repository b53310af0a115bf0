import type { Store } from '@reduxjs/toolkit';
import type { RootState } from '@/lib/store';
import { selectSessionStatus, selectToken } from './slice';

/** How a session load ended, for the router: loaded, or failed (the token then dropped, or none held). */
export type SessionOutcome = 'ready' | 'failed';

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
 * What the router awaits: resolves with {@link sessionLoadOutcome} once the load the session saga
 * runs has ended (at once when it already has). With `enough`, it resolves `'ready'` as soon as
 * `enough` holds, the rest of the load going on: a guard that needs only the user need not wait
 * for the menu. It only reads the store: the session saga alone starts loads.
 */
export function whenSessionLoaded(
  store: Pick<Store<RootState>, 'getState' | 'subscribe'>,
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
  });
}
