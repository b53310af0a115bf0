import type { IconName } from '@blueprintjs/core';
import { messages } from '@/i18n';
import { ErrorPage } from './error-page';

/** The errors with a page of their own, by their catalogue key. */
export type ErrorStatus = 'notFound' | 'forbidden' | 'serverError';

const ILLUSTRATIONS: Readonly<Record<ErrorStatus, IconName>> = {
  notFound: 'search-around',
  forbidden: 'lock',
  serverError: 'error',
};

/** Props of {@link StatusErrorPage}. */
export interface StatusErrorPageProps {
  status: ErrorStatus;
  /** Drawn inside the main layout (see `ErrorPage`). @default false */
  inLayout?: boolean;
}

/** The 404, 401 or 500 page: its illustration, code and message. */
export function StatusErrorPage({ status, inLayout = false }: StatusErrorPageProps) {
  const { code, message } = messages.errorPages[status];
  return <ErrorPage icon={ILLUSTRATIONS[status]} code={code} message={message} inLayout={inLayout} />;
}
