/** The login feature's public surface: the login screen, the form's submit, error and captcha. */
import type { Feature } from '@/lib/store';
import { loginSaga } from './sagas';
import { loginSlice } from './slice';

// What the app declares as the store's state (app/lazy-slices.ts).
export { loginSlice };

/** The login form's state and its flows (captcha, sign-in) as the store holds them. */
export const loginFeature: Feature = { key: 'login', state: [loginSlice], saga: loginSaga };

export { LoginScreen, type LoginScreenProps } from './components/login-screen';
export { readRememberedUserName } from './remembered-user-name';
export {
  type LoginState,
  captchaRequested,
  initialLoginState,
  loginRequested,
  selectCaptcha,
  selectCaptchaStatus,
  selectLoginStatus,
} from './slice';
