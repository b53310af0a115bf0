import type { AuthState } from './slice';

/** Any state holding the auth slice (the root state does). */
type WithAuth = { auth: AuthState };

export const selectToken = (state: WithAuth) => state.auth.token;
export const selectExpiresAt = (state: WithAuth) => state.auth.expiresAt;
export const selectUser = (state: WithAuth) => state.auth.user;
export const selectRoles = (state: WithAuth) => state.auth.roles;
export const selectPermissions = (state: WithAuth) => state.auth.permissions;
export const selectSessionStatus = (state: WithAuth) => state.auth.sessionStatus;
/** Signed in means holding a token; the user may still be loading. */
export const selectIsLoggedIn = (state: WithAuth) => state.auth.token !== null;
export const selectLoginStatus = (state: WithAuth) => state.auth.loginStatus;
export const selectLoginError = (state: WithAuth) => state.auth.loginError;
export const selectProfileStatus = (state: WithAuth) => state.auth.profileStatus;
export const selectProfileError = (state: WithAuth) => state.auth.profileError;
export const selectPasswordStatus = (state: WithAuth) => state.auth.passwordStatus;
export const selectPasswordError = (state: WithAuth) => state.auth.passwordError;
export const selectCaptcha = (state: WithAuth) => state.auth.captcha;
export const selectCaptchaStatus = (state: WithAuth) => state.auth.captchaStatus;
