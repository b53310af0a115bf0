import { Button, NonIdealState } from '@blueprintjs/core';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import type { ReactNode } from 'react';
import { demoList } from '@/i18n/page-messages';
import type { DemoListHandle } from './use-demo-list';

const texts = demoList;

/** Props of {@link ListBody}. */
export interface ListBodyProps {
  /** The list whose load it shows; retrying loads the same page again. */
  list: DemoListHandle;
  /** Renders the loaded, non-empty page. */
  children: ReactNode;
}

/**
 * The states around a list: first load, failure with retry, empty; otherwise the list, dimmed
 * with a spinner while the next page loads so the layout does not jump. A failed reload keeps the
 * rows it had (the API client has already told the user why).
 */
export function ListBody({ list, children }: ListBodyProps) {
  const { loadStatus: status, items } = list.state;
  const empty = items.length === 0;
  const onRetry = () => list.load();
  const loading = status === 'loading' || status === 'idle';
  if (empty && status === 'failed') {
    return (
      <NonIdealState
        icon="error"
        title={texts.loadFailed}
        action={<Button icon="refresh" text={texts.retry} onClick={onRetry} />}
      />
    );
  }
  if (empty && loading) return <NonIdealState icon={<LoadingSpinner />} title={texts.loading} />;
  if (empty) return <NonIdealState icon="search" title={texts.empty} description={texts.emptyHint} />;
  return (
    <div className="demo-list__body" aria-busy={loading}>
      {loading && (
        <div className="demo-list__overlay">
          <LoadingSpinner size={32} aria-label={texts.loading} />
        </div>
      )}
      {children}
    </div>
  );
}
