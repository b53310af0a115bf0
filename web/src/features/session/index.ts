/**
 * The session feature's public surface: the token, its expiry, refresh, time-out, logout and
 * persistence. The lowest feature: it imports no other; login, profile and menu build on it.
 */
import type { Feature } from '@/lib/store';
import { sessionSaga } from './sagas';
import type { SessionStep } from './session-steps';
import { sessionSlice } from './slice';

// What the app declares as the store's state (app/lazy-slices.ts).
export { sessionSlice };

/** The session as the store holds it: its slice, and its flows loading a session with `steps`, in order. */
export function sessionFeature(steps: readonly SessionStep[]): Feature {
  return { key: 'session', state: [sessionSlice], saga: () => sessionSaga(steps) };
}

export { type SessionOutcome, sessionLoadOutcome, whenSessionLoaded } from './when-session-loaded';
export type { SessionStep } from './session-steps';
export { signedInState } from './reset-on-sign-out';
export { signOutWithNotice } from './sign-out-with-notice';
export {
  type SessionState,
  initialSessionState,
  isSessionChange,
  loggedOut,
  logoutRequested,
  selectSessionStatus,
  selectToken,
  sessionLoadFailed,
  sessionStarted,
  sessionTimedOut,
  tokenAdopted,
  tokenRefreshed,
  tokenReset,
} from './slice';
export { TOKEN_STORAGE_KEY, readStoredSession } from './token-storage';
export { issueClock } from './token-lifetime';
