import { Button } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '@/i18n';
import './error-page.css';

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  /** The large headline, e.g. `404`, or a large icon. */
  code: ReactNode;
  /** One sentence saying what happened. */
  message: string;
  /** Anything shown under the message, e.g. an error detail. */
  children?: ReactNode;
}

/** A full-page error with a large code, a message and a 返回首页 button that goes to `/`. */
export function ErrorPage({ code, message, children }: ErrorPageProps) {
  const navigate = useNavigate();
  return (
    <main className="app-error-page">
      <h1 className="app-error-page__code">{code}</h1>
      <p className="app-error-page__message">{message}</p>
      {children}
      <Button intent="primary" size="large" icon="home" onClick={() => navigate('/')}>
        {messages.errorPages.backHome}
      </Button>
    </main>
  );
}
