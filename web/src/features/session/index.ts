/**
 * The session feature's public surface: the token, its expiry, refresh, time-out, logout and
 * persistence. The lowest feature: it imports no other; login, profile and menu build on it.
 */
import { injectSaga } from '../../lib/store';
import { sessionSaga } from './sagas';

injectSaga('session', sessionSaga);

export { ensureSession, sessionLoadOutcome } from './ensure-session';
export { registerSessionStep } from './session-steps';
export { resetOnSignOut } from './reset-on-sign-out';
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
  tokenRefreshed,
  tokenReset,
} from './slice';
export { TOKEN_STORAGE_KEY, readStoredSession } from './token-storage';
export { issueClock } from './token-lifetime';
