import { type PayloadAction, createSlice, isAnyOf } from '@reduxjs/toolkit';
import { fieldSelectors, bindSlice } from '@/lib/store';
import type { IssueClock, StoredSession } from './types';

/** The signed-in session: the token, its expiry, and how far loading what hangs on it got. */
export interface SessionState {
  /** `"<tokenType> <accessToken>"`, or `null` when signed out. */
  token: string | null;
  /** When the token expires, in Unix seconds on the server's clock; the refresh is scheduled ahead of it. */
  expiresAt: number | null;
  /** When the token arrived, on this device's clock and the server's: what places its refresh on this device's clock. */
  issued?: IssueClock;
  /** Progress of the session's load steps (the user, then the menu). */
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

/** The state of a signed-out app. */
export const initialSessionState: SessionState = { token: null, expiresAt: null, status: 'idle' };

const signedOut = (): SessionState => initialSessionState;

/** The session slice; tests run its reducer alone. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** A new token was obtained (the login feature reports its success with it). */
    sessionStarted(_state, { payload }: PayloadAction<StoredSession>) {
      return { ...initialSessionState, token: payload.token, expiresAt: payload.expiresAt, issued: payload.issued };
    },
    /** The session saga started loading what the token's session needs (the user, then the menu). */
    sessionLoadStarted(state) {
      state.status = 'loading';
    },
    sessionLoaded(state) {
      state.status = 'ready';
    },
    /** The session could not be loaded: the token is dropped and the router sends the user to Login. */
    sessionLoadFailed(_state, _action: PayloadAction<string>) {
      return { ...initialSessionState, status: 'failed' };
    },
    tokenRefreshRequested() {},
    tokenRefreshed(state, { payload }: PayloadAction<StoredSession>) {
      state.token = payload.token;
      state.expiresAt = payload.expiresAt;
      state.issued = payload.issued;
    },
    tokenRefreshFailed(_state, _action: PayloadAction<string>) {},
    /**
     * Another tab stored this token (its refresh or its login): taken as is, never written back.
     * A signed-out tab starts a session with it, whose load the router asks for.
     */
    tokenAdopted(state, { payload }: PayloadAction<StoredSession>) {
      const status = state.token === null ? 'idle' : state.status;
      return { ...state, status, token: payload.token, expiresAt: payload.expiresAt, issued: payload.issued };
    },
    /** The reset-token action of the session-timeout flow. */
    tokenReset: signedOut,
    sessionTimedOut() {},
    logoutRequested() {},
    loggedOut: signedOut,
  },
  selectors: {
    ...fieldSelectors<SessionState>()({
      selectToken: 'token',
      selectExpiresAt: 'expiresAt',
      selectIssued: 'issued',
      selectSessionStatus: 'status',
    }),
    /** Signed in means holding a token; the user may still be loading. */
    selectIsLoggedIn: (state) => state.token !== null,
  },
});

/** The slice's actions and selectors (the feature registers its state: see its index). */
export const {
  selectToken,
  selectExpiresAt,
  selectIssued,
  selectSessionStatus,
  selectIsLoggedIn,
  sessionStarted,
  sessionLoadStarted,
  sessionLoaded,
  sessionLoadFailed,
  tokenRefreshRequested,
  tokenRefreshed,
  tokenRefreshFailed,
  tokenAdopted,
  tokenReset,
  sessionTimedOut,
  logoutRequested,
  loggedOut,
} = bindSlice(sessionSlice);

/**
 * Whether an action starts or ends a session: the state that belongs to one user (their profile,
 * their menu, a page's rows) goes back to its initial value on it.
 */
export const isSessionChange = isAnyOf(sessionStarted, sessionLoadFailed, tokenReset, loggedOut);
