import { type PayloadAction, type WithSlice, createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../lib/store';
import { sessionStarted } from '../session';
import type { LoginRequest } from './types';

/** The login form: its submit's progress and error, and its captcha. */
export interface LoginState {
  status: 'idle' | 'submitting' | 'failed';
  error: string | null;
  /** The captcha of the login form: its id and its image as a data URL. */
  captcha: { id: string; image: string } | null;
  captchaStatus: 'idle' | 'loading' | 'ready' | 'failed';
}

/** The form before any submit. */
export const initialLoginState: LoginState = { status: 'idle', error: null, captcha: null, captchaStatus: 'idle' };

const loginSlice = createSlice({
  name: 'login',
  initialState: initialLoginState,
  reducers: {
    loginRequested(state, _action: PayloadAction<LoginRequest>) {
      state.status = 'submitting';
      state.error = null;
    },
    loginFailed(state, { payload }: PayloadAction<string>) {
      state.status = 'failed';
      state.error = payload;
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
  },
  extraReducers: (builder) => {
    builder.addCase(sessionStarted, (state) => {
      state.status = 'idle';
    });
  },
  selectors: {
    /** Progress of the login submit. */
    selectLoginStatus: (state) => state.status,
    /** Why the last login failed, as shown to the user. */
    selectLoginError: (state) => state.error,
    /** The login form's captcha (id and image data URL). */
    selectCaptcha: (state) => state.captcha,
    /** Progress of loading the captcha. */
    selectCaptchaStatus: (state) => state.captchaStatus,
  },
});

declare module '../../lib/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof loginSlice> {}
}

/** The login slice, injected when the login page's chunk first loads. */
export const injectedLogin = loginSlice.injectInto(rootReducer);

export const loginReducer = loginSlice.reducer;
export const { selectLoginStatus, selectLoginError, selectCaptcha, selectCaptchaStatus } = injectedLogin.selectors;
export const { loginRequested, loginFailed, captchaRequested, captchaLoaded, captchaFailed } = loginSlice.actions;
