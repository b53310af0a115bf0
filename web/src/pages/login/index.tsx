import { Button, Card, FormGroup, H1, InputGroup } from '@blueprintjs/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { siteConfig } from '../../config';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { REDIRECT_PARAM } from '../../lib/redirect-path';
import { captchaRequested, loginRequested, selectCaptcha, selectCaptchaStatus, selectLoginStatus } from '../../features/login';
import { selectToken } from '../../features/session';
import { ThemeToggle } from '../../features/theme';
import { messages } from '../../i18n';
import { safeRedirectPath } from '../../lib/safe-url';
import { BrandLogo } from '../../components/brand-logo/brand-logo';
import { CaptchaImage } from './captcha-image';
import type { FieldErrors } from '../../components/crud/validators';
import { type LoginFields, validateLogin } from './validate';
import './login.css';

const shellTexts = messages.shell;

const empty: LoginFields = { userName: '', password: '', captchaCode: '' };

/** The login page: user name, password and captcha; afterwards the page the user asked for. */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = useAppSelector(selectToken);
  const status = useAppSelector(selectLoginStatus);
  const captcha = useAppSelector(selectCaptcha);
  const captchaStatus = useAppSelector(selectCaptchaStatus);
  const [fields, setFields] = useState<LoginFields>(empty);
  const [errors, setErrors] = useState<FieldErrors<LoginFields>>({});
  const submitting = status === 'submitting';

  useEffect(() => {
    dispatch(captchaRequested({ reload: false }));
  }, [dispatch]);

  useEffect(() => {
    if (token) navigate(safeRedirectPath(params.get(REDIRECT_PARAM)), { replace: true });
  }, [token, params, navigate]);

  // A refused login is told by the API client's toast alone (spec section 7), so the page shows no
  // second copy of it; the spent captcha is replaced after a failure, so its typed answer is cleared too.
  useEffect(() => {
    if (status === 'failed') setFields((current) => ({ ...current, captchaCode: '' }));
  }, [status]);

  const change = (key: keyof LoginFields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateLogin(fields);
    setErrors(found);
    if (Object.keys(found).length > 0 || !captcha) return;
    dispatch(loginRequested({ userName: fields.userName.trim(), password: fields.password, captchaId: captcha.id, captchaCode: fields.captchaCode.trim() }));
  };

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
            <InputGroup id="login-userName" size="large" leftIcon="person" autoComplete="username" autoFocus value={fields.userName} onChange={change('userName')} intent={errors.userName ? 'danger' : 'none'} />
          </FormGroup>
          <FormGroup {...field('password', messages.login.password)}>
            <InputGroup id="login-password" size="large" leftIcon="lock" type="password" autoComplete="current-password" value={fields.password} onChange={change('password')} intent={errors.password ? 'danger' : 'none'} />
          </FormGroup>
          <FormGroup {...field('captchaCode', messages.login.captchaCode)}>
            <div className="app-login__captcha-row">
              <InputGroup id="login-captchaCode" size="large" leftIcon="shield" autoComplete="off" value={fields.captchaCode} onChange={change('captchaCode')} intent={errors.captchaCode ? 'danger' : 'none'} />
              <CaptchaImage image={captcha?.image} status={captchaStatus} onReload={() => dispatch(captchaRequested({ reload: true }))} />
            </div>
          </FormGroup>
          <Button type="submit" intent="primary" size="large" fill loading={submitting} disabled={submitting}>
            {submitting ? messages.login.submitting : messages.login.submit}
          </Button>
        </form>
      </Card>
    </main>
  );
}
