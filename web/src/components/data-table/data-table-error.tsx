import { Button, Callout } from '@blueprintjs/core';
import { dataTable } from '@/i18n/page-messages';

const dataTableTexts = dataTable;

/** Props of `DataTableError`. */
export interface DataTableErrorProps {
  /** The failure's text (the API client has already shown it as a toast). */
  error: string | null;
  /** Loads again; without it no retry button is shown. */
  onRetry?: () => void;
}

/** A failed load: a red callout with the reason and a retry button. */
export function DataTableError({ error, onRetry }: DataTableErrorProps) {
  return (
    <Callout intent="danger" icon="error" title={dataTableTexts.loadFailed} className="app-data-table__error">
      <p>{error}</p>
      {onRetry && (
        <Button icon="refresh" onClick={onRetry}>
          {dataTableTexts.retry}
        </Button>
      )}
    </Callout>
  );
}
