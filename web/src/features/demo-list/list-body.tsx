import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { messages } from '../../i18n';
import type { DemoItemsResult } from './use-demo-items';

const texts = messages.demoList;

/** Props of {@link ListBody}. */
export interface ListBodyProps {
  result: DemoItemsResult;
  /** Renders the loaded, non-empty page. */
  children: ReactNode;
}

/**
 * The states around a list: first load, failure with retry, empty; otherwise the list, dimmed
 * with a spinner while the next page loads so the layout does not jump.
 */
export function ListBody({ result, children }: ListBodyProps) {
  const { page, loading, failed, reload } = result;
  if (page === null && failed) {
    return <NonIdealState icon="error" title={texts.loadFailed} action={<Button icon="refresh" text={texts.retry} onClick={reload} />} />;
  }
  if (page === null) return <NonIdealState icon={<Spinner />} title={texts.loading} />;
  if (page.list.length === 0 && !loading) return <NonIdealState icon="search" title={texts.empty} description={texts.emptyHint} />;
  return (
    <div className="demo-list__body" aria-busy={loading}>
      {loading && (
        <div className="demo-list__overlay">
          <Spinner size={32} aria-label={texts.loading} />
        </div>
      )}
      {children}
    </div>
  );
}
