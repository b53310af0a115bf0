import { Button, Icon, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '@/i18n';
import './error-page.css';

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  /** The headline, e.g. `404`, or a large icon. */
  code: ReactNode;
  /** One sentence saying what happened. */
  message: string;
  /** The illustration above the headline. @default none */
  icon?: IconName;
  /**
   * Whether the page is drawn inside the main layout, which holds the document's `main`; alone it
   * is its own `main`. @default false
   */
  inLayout?: boolean;
  /** Anything shown under the message, e.g. an error detail. */
  children?: ReactNode;
}

/**
 * An error page: an illustration, the code, a message, a back button (when the tab has a page to
 * go back to) and 返回首页, which goes to `/`.
 */
export function ErrorPage({ code, message, icon, inLayout = false, children }: ErrorPageProps) {
  const navigate = useNavigate();
  const Frame = inLayout ? 'section' : 'main';
  return (
    <Frame className="app-error-page">
      {icon && (
        <span className="app-error-page__illustration">
          <Icon icon={icon} size={56} />
        </span>
      )}
      <h1 className="app-error-page__code">{code}</h1>
      <p className="app-error-page__message">{message}</p>
      {children}
      <div className="app-error-page__actions">
        {window.history.length > 1 && (
          <Button size="large" icon="arrow-left" onClick={() => navigate(-1)}>
            {messages.errorPages.back}
          </Button>
        )}
        <Button intent="primary" size="large" icon="home" onClick={() => navigate('/')}>
          {messages.errorPages.backHome}
        </Button>
      </div>
    </Frame>
  );
}
