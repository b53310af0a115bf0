import { Button, Card, FormGroup, H1, InputGroup } from '@blueprintjs/core';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { siteConfig } from '@/config';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { REDIRECT_PARAM } from '@/lib/redirect-path';
import { readRememberedUserName } from '@/features/login/remembered-user-name';
import {
  captchaRequested,
  loginRequested,
  selectCaptcha,
  selectCaptchaStatus,
  selectLoginStatus,
} from '@/features/login/slice';
import { selectToken } from '@/features/session';
import { ThemeToggle } from '@/features/preferences';
import { messages } from '@/i18n';
import { safeRedirectPath } from '@/lib/safe-url';
import { afterNextPaint } from '@/lib/after-next-paint';
import { BrandLogo } from '@/components/brand-logo/brand-logo';
import { LanguageSwitch } from '@/components/language-switch/language-switch';
import { CaptchaImage } from './captcha-image';
import { PasswordToggle } from './password-toggle';
import type { FieldErrors } from '@/components/crud/validators';
import { type LoginFields, validateLogin } from './validate';
import './login.css';

const shellTexts = messages.shell;
const comforts = messages.loginComforts;

/** Props of {@link LoginScreen}. */
export interface LoginScreenProps {
  /** Called once, on the user's first input: a login is likely to follow, so its pages can be fetched meanwhile. */
  onFirstInput?: () => void;
}

/** The login page: user name, password and captcha; afterwards the page the user asked for. */
export function LoginScreen({ onFirstInput }: LoginScreenProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = useAppSelector(selectToken);
  const status = useAppSelector(selectLoginStatus);
  const captcha = useAppSelector(selectCaptcha);
  const captchaStatus = useAppSelector(selectCaptchaStatus);
  // A remembered user name is filled in, and the password field takes the focus instead.
  const [fields, setFields] = useState<LoginFields>(() => ({
    userName: readRememberedUserName(),
    password: '',
    captchaCode: '',
  }));
  const [remember, setRemember] = useState(() => fields.userName !== '');
  const [passwordShown, setPasswordShown] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<LoginFields>>({});
  const submitting = status === 'submitting';
  const typed = useRef(false);

  // Asked for once the form is on screen: started during the first render, its two round trips
  // counted toward the page's largest paint (Lighthouse), and its image is not what paints first.
  useEffect(() => afterNextPaint(() => dispatch(captchaRequested({ reload: false }))), [dispatch]);

  useEffect(() => {
    if (token) navigate(safeRedirectPath(params.get(REDIRECT_PARAM)), { replace: true });
  }, [token, params, navigate]);

  // A refused login is told by the API client's toast alone, so the page shows no
  // second copy of it; the spent captcha is replaced after a failure, so its typed answer is cleared too.
  useEffect(() => {
    if (status === 'failed') setFields((current) => ({ ...current, captchaCode: '' }));
  }, [status]);

  const change = (key: keyof LoginFields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    if (!typed.current) {
      typed.current = true;
      onFirstInput?.();
    }
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateLogin(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // Without a captcha in the store the saga waits for the one on its way, or says it is missing.
    dispatch(
      loginRequested({
        userName: fields.userName.trim(),
        password: fields.password,
        captchaId: captcha?.id,
        captchaCode: fields.captchaCode.trim(),
        remember,
      }),
    );
  };

  const watchCapsLock = (event: KeyboardEvent) => setCapsLock(event.getModifierState('CapsLock'));

  const field = (key: keyof LoginFields, label: string) => ({
    label,
    labelFor: `login-${key}`,
    intent: errors[key] ? ('danger' as const) : ('none' as const),
    helperText: errors[key],
  });

  return (
    <main className="app-login">
      <Card elevation={3} className="app-login__card">
        <div className="app-login__brand">
          <BrandLogo size={40} />
          <div>
            <H1 className="app-login__title">{siteConfig.siteName}</H1>
            <p className="app-login__subtitle">{shellTexts.login.subtitle}</p>
          </div>
          <div className="app-login__tools">
            <ThemeToggle />
          </div>
        </div>
        <form onSubmit={submit} noValidate aria-label={messages.login.title}>
          <FormGroup {...field('userName', messages.login.userName)}>
            <InputGroup
              id="login-userName"
              size="large"
              leftIcon="person"
              autoComplete="username"
              autoFocus={!remember}
              value={fields.userName}
              onChange={change('userName')}
              intent={errors.userName ? 'danger' : 'none'}
            />
          </FormGroup>
          <FormGroup
            {...field('password', messages.login.password)}
            {...(capsLock &&
              !errors.password && { intent: 'warning', helperText: <span role="status">{comforts.capsLock}</span> })}
          >
            <InputGroup
              id="login-password"
              size="large"
              leftIcon="lock"
              type={passwordShown ? 'text' : 'password'}
              autoComplete="current-password"
              autoFocus={remember}
              value={fields.password}
              onChange={change('password')}
              onKeyDown={watchCapsLock}
              onKeyUp={watchCapsLock}
              onBlur={() => setCapsLock(false)}
              intent={errors.password ? 'danger' : 'none'}
              rightElement={
                <PasswordToggle shown={passwordShown} onToggle={() => setPasswordShown((shown) => !shown)} />
              }
            />
          </FormGroup>
          <FormGroup {...field('captchaCode', messages.login.captchaCode)}>
            <div className="app-login__captcha-row">
              <InputGroup
                id="login-captchaCode"
                size="large"
                leftIcon="shield"
                autoComplete="off"
                value={fields.captchaCode}
                onChange={change('captchaCode')}
                intent={errors.captchaCode ? 'danger' : 'none'}
              />
              <CaptchaImage
                image={captcha?.image}
                status={captchaStatus}
                onReload={() => dispatch(captchaRequested({ reload: true }))}
              />
            </div>
          </FormGroup>
          <label className="app-login__remember">
            <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
            {comforts.rememberUserName}
          </label>
          <Button type="submit" intent="primary" size="large" fill loading={submitting} disabled={submitting}>
            {submitting ? messages.login.submitting : messages.login.submit}
          </Button>
        </form>
        <LanguageSwitch className="app-login__language" />
      </Card>
    </main>
  );
}
