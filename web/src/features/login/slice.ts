import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import { fieldSelectors, bindSlice } from '@/lib/store';
import { sessionStarted } from '@/features/session';
import type { LoginRequest } from './types';

/**
 * The login form: its submit's progress and its captcha. Why a login failed is told once, as a
 * notice (the request's error, or the captcha that could not load), not kept here.
 */
export interface LoginState {
  /** Progress of the login submit. */
  status: 'idle' | 'submitting' | 'failed';
  /** The captcha of the login form: its id and its image as a data URL. */
  captcha: { id: string; image: string } | null;
  /** Progress of loading the captcha. */
  captchaStatus: 'idle' | 'loading' | 'ready' | 'failed';
}

/** The form before any submit. */
export const initialLoginState: LoginState = { status: 'idle', captcha: null, captchaStatus: 'idle' };

/** The login slice; tests run its reducer alone. */
export const loginSlice = createSlice({
  name: 'login',
  initialState: initialLoginState,
  reducers: {
    loginRequested(state, _action: PayloadAction<LoginRequest>) {
      state.status = 'submitting';
    },
    loginFailed(state) {
      state.status = 'failed';
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
  selectors: fieldSelectors<LoginState>()({
    selectLoginStatus: 'status',
    selectCaptcha: 'captcha',
    selectCaptchaStatus: 'captchaStatus',
  }),
});

/** The slice's actions and selectors (the feature registers its state: see its index). */
export const {
  selectLoginStatus,
  selectCaptcha,
  selectCaptchaStatus,
  loginRequested,
  loginFailed,
  captchaRequested,
  captchaLoaded,
  captchaFailed,
} = bindSlice(loginSlice);
