import { Button, Icon } from '@blueprintjs/core';
import { isChunkLoadError } from '@/lib/chunk-error';
import { ErrorPage } from '@/components/error-page/error-page';
import { messages } from '@/i18n';

/** Props of {@link FallbackPage}. */
export interface FallbackPageProps {
  /** Why the page could not be shown; absent when the menu names a page that was never built. */
  error?: unknown;
  /**
   * What 重试 does. A failed page stays failed in the route table, so only a reload fetches its
   * chunks afresh. @default reloads the document
   */
  onRetry?: () => void;
}

const reload = () => window.location.reload();

/**
 * Shown in place of a page that cannot load: its chunk failed (script or style, after one retry),
 * or the menu names a page folder that does not exist. The error's own text (English, for
 * developers) is in the console; the user reads the catalogue's and may retry.
 */
export default function FallbackPage({ error, onRetry = reload }: FallbackPageProps) {
  if (error === undefined) {
    return <ErrorPage code="404" message={messages.errorPages.notFound.message} />;
  }
  return (
    <ErrorPage code={<Icon icon="offline" size={88} />} message={messages.errorPages.pageLoadFailed}>
      {isChunkLoadError(error) && (
        // A styled paragraph, not Blueprint's Callout: this page is in the login page's first load.
        <p role="note" className="app-error-page__note">
          {messages.errorPages.chunkLoadFailed}
        </p>
      )}
      <Button size="large" icon="refresh" style={{ marginBottom: 12 }} onClick={onRetry}>
        {messages.errorPages.retry}
      </Button>
    </ErrorPage>
  );
}
