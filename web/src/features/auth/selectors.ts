import type { AuthState } from './slice';

/** Any state holding the auth slice (the root state does). */
type WithAuth = { auth: AuthState };

/** `"<tokenType> <accessToken>"`, or `null` when signed out. */
export const selectToken = (state: WithAuth) => state.auth.token;
/** When the token expires (Unix seconds), or `null`. */
export const selectExpiresAt = (state: WithAuth) => state.auth.expiresAt;
/** The signed-in user, once loaded. */
export const selectUser = (state: WithAuth) => state.auth.user;
/** The user's roles (empty when none). */
export const selectRoles = (state: WithAuth) => state.auth.roles;
/** `<routeName>.<actionCode>` permissions the user holds. */
export const selectPermissions = (state: WithAuth) => state.auth.permissions;
/** Progress of loading the user and their menu. */
export const selectSessionStatus = (state: WithAuth) => state.auth.sessionStatus;
/** Signed in means holding a token; the user may still be loading. */
export const selectIsLoggedIn = (state: WithAuth) => state.auth.token !== null;
/** Progress of the login submit. */
export const selectLoginStatus = (state: WithAuth) => state.auth.loginStatus;
/** Why the last login failed, as shown to the user. */
export const selectLoginError = (state: WithAuth) => state.auth.loginError;
/** Progress of the profile update. */
export const selectProfileStatus = (state: WithAuth) => state.auth.profileStatus;
/** Why the last profile update failed. */
export const selectProfileError = (state: WithAuth) => state.auth.profileError;
/** Progress of the password change. */
export const selectPasswordStatus = (state: WithAuth) => state.auth.passwordStatus;
/** Why the last password change failed. */
export const selectPasswordError = (state: WithAuth) => state.auth.passwordError;
/** The login form's captcha (id and image data URL). */
export const selectCaptcha = (state: WithAuth) => state.auth.captcha;
/** Progress of loading the captcha. */
export const selectCaptchaStatus = (state: WithAuth) => state.auth.captchaStatus;
