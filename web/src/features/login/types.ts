/** What the login form submits; the password is plain here and hashed by the saga. */
export interface LoginRequest {
  userName: string;
  password: string;
  /** The captcha the user read; without it (none was in the store at the submit) the saga waits for the one on its way. */
  captchaId?: string;
  captchaCode: string;
  /** Remember the user name in this browser after a successful sign-in (else forget it). @default false */
  remember?: boolean;
}
