import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import type { LoginRequest, PasswordChangeRequest, Role, StoredSession, SubmitStatus, UpdateProfileParam, UserInfo } from './types';

/** The signed-in session and the progress of its flows. */
export interface AuthState {
  /** `"<tokenType> <accessToken>"`, or `null` when signed out. */
  token: string | null;
  /** When the token expires, in Unix seconds; the refresh is scheduled ahead of it. */
  expiresAt: number | null;
  user: UserInfo | null;
  roles: Role[];
  /** `<routeName>.<actionCode>` for every action of the user's menu tree. */
  permissions: string[];
  sessionStatus: 'idle' | 'loading' | 'ready' | 'failed';
  loginStatus: 'idle' | 'submitting' | 'failed';
  loginError: string | null;
  profileStatus: SubmitStatus;
  profileError: string | null;
  passwordStatus: SubmitStatus;
  passwordError: string | null;
  /** The captcha of the login form: its id and its image as a data URL. */
  captcha: { id: string; image: string } | null;
  captchaStatus: 'idle' | 'loading' | 'ready' | 'failed';
}

/** The state of a signed-out app. */
export const initialAuthState: AuthState = {
  token: null,
  expiresAt: null,
  user: null,
  roles: [],
  permissions: [],
  sessionStatus: 'idle',
  loginStatus: 'idle',
  loginError: null,
  profileStatus: 'idle',
  profileError: null,
  passwordStatus: 'idle',
  passwordError: null,
  captcha: null,
  captchaStatus: 'idle',
};

function clearSession(state: AuthState): void {
  state.token = null;
  state.expiresAt = null;
  state.user = null;
  state.roles = [];
  state.permissions = [];
  state.sessionStatus = 'idle';
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loginRequested(state, _action: PayloadAction<LoginRequest>) {
      state.loginStatus = 'submitting';
      state.loginError = null;
    },
    loginSucceeded(state, { payload }: PayloadAction<StoredSession>) {
      clearSession(state);
      state.token = payload.token;
      state.expiresAt = payload.expiresAt;
      state.loginStatus = 'idle';
    },
    loginFailed(state, { payload }: PayloadAction<string>) {
      state.loginStatus = 'failed';
      state.loginError = payload;
    },
    captchaRequested(state, _action: PayloadAction<{ reload: boolean }>) {
      state.captchaStatus = 'loading';
    },
    captchaLoaded(state, { payload }: PayloadAction<{ id: string; image: string }>) {
      state.captcha = payload;
      state.captchaStatus = 'ready';
    },
    captchaFailed(state) {
      state.captchaStatus = 'failed';
    },
    sessionLoadRequested(state) {
      state.sessionStatus = 'loading';
    },
    userLoaded(state, { payload }: PayloadAction<UserInfo>) {
      state.user = payload;
      state.roles = payload.roles ?? [];
    },
    sessionLoaded(state, { payload }: PayloadAction<{ permissions: string[] }>) {
      state.permissions = payload.permissions;
      state.sessionStatus = 'ready';
    },
    /** The session could not be loaded: the token is dropped and the router sends the user to Login. */
    sessionLoadFailed(state, _action: PayloadAction<string>) {
      clearSession(state);
      state.sessionStatus = 'failed';
    },
    tokenRefreshRequested() {},
    tokenRefreshed(state, { payload }: PayloadAction<StoredSession>) {
      state.token = payload.token;
      state.expiresAt = payload.expiresAt;
    },
    tokenRefreshFailed(_state, _action: PayloadAction<string>) {},
    /** The reset-token action of the session-timeout flow. */
    tokenReset(state) {
      clearSession(state);
    },
    sessionTimedOut() {},
    logoutRequested() {},
    loggedOut(state) {
      clearSession(state);
    },
    profileUpdateRequested(state, _action: PayloadAction<UpdateProfileParam>) {
      state.profileStatus = 'submitting';
      state.profileError = null;
    },
    profileUpdateSucceeded(state, { payload }: PayloadAction<UserInfo>) {
      state.user = payload;
      state.roles = payload.roles ?? [];
      state.profileStatus = 'succeeded';
    },
    profileUpdateFailed(state, { payload }: PayloadAction<string>) {
      state.profileStatus = 'failed';
      state.profileError = payload;
    },
    passwordChangeRequested(state, _action: PayloadAction<PasswordChangeRequest>) {
      state.passwordStatus = 'submitting';
      state.passwordError = null;
    },
    passwordChangeSucceeded(state) {
      state.passwordStatus = 'succeeded';
    },
    passwordChangeFailed(state, { payload }: PayloadAction<string>) {
      state.passwordStatus = 'failed';
      state.passwordError = payload;
    },
  },
});

export const authReducer = authSlice.reducer;
export const {
  loginRequested,
  loginSucceeded,
  loginFailed,
  captchaRequested,
  captchaLoaded,
  captchaFailed,
  sessionLoadRequested,
  userLoaded,
  sessionLoaded,
  sessionLoadFailed,
  tokenRefreshRequested,
  tokenRefreshed,
  tokenRefreshFailed,
  tokenReset,
  sessionTimedOut,
  logoutRequested,
  loggedOut,
  profileUpdateRequested,
  profileUpdateSucceeded,
  profileUpdateFailed,
  passwordChangeRequested,
  passwordChangeSucceeded,
  passwordChangeFailed,
} = authSlice.actions;
