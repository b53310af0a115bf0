/** The login feature's public surface: the login screen, the form's submit, error and captcha. */
import { injectSaga } from '../../lib/store';
import { loginSaga } from './sagas';

injectSaga('login', loginSaga);

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
