import { Callout, Icon } from '@blueprintjs/core';
import { isChunkLoadError } from '../../lib/chunk-error';
import { ErrorPage } from '../../components/error-page/error-page';
import { messages } from '../../i18n';

/** Props of {@link FallbackPage}. */
export interface FallbackPageProps {
  /** Why the page could not be shown; absent when the menu names a page that was never built. */
  error?: unknown;
}

/**
 * Shown in place of a page that cannot load: its chunk failed (script or style, after one retry),
 * or the menu names a page folder that does not exist.
 */
export default function FallbackPage({ error }: FallbackPageProps) {
  if (error === undefined) {
    return <ErrorPage code="404" message={messages.errorPages.notFound.message} />;
  }
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <ErrorPage code={<Icon icon="offline" size={88} />} message={messages.errorPages.pageLoadFailed}>
      {isChunkLoadError(error) && (
        <Callout intent="warning" compact style={{ maxWidth: 560, marginBottom: 12, textAlign: 'left' }}>
          {detail}
        </Callout>
      )}
    </ErrorPage>
  );
}
