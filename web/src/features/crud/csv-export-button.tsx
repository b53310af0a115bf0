import { Button, ProgressBar } from '@blueprintjs/core';
import { format } from '@/i18n';
import { csvExport } from '@/i18n/page-messages';
import { type PermissionCode, Permission } from '@/features/permission';
import { type CsvExportOptions, useCsvExport } from './use-csv-export';
import './csv-export.css';

const texts = csvExport;

/** Props of `CsvExportButton`. */
export interface CsvExportButtonProps extends CsvExportOptions {
  /** The export action the button needs, e.g. `SystemUser.export`. */
  permission: PermissionCode;
}

function CsvExportControl(options: CsvExportOptions) {
  const { state, start, cancel } = useCsvExport(options);
  if (state.status === 'idle') {
    return <Button icon="download" text={texts.export} title={texts.exportHint} onClick={() => void start()} />;
  }
  const { rows, total } = state;
  return (
    <div className="app-csv-export" role="status">
      <span className="app-csv-export__count">
        {total === null ? format(texts.progressUnknown, { rows }) : format(texts.progress, { rows, total })}
      </span>
      <ProgressBar
        className="app-csv-export__bar"
        aria-label={texts.progressLabel}
        intent="primary"
        value={total ? Math.min(rows / total, 1) : undefined}
      />
      <Button icon="cross" variant="minimal" aria-label={texts.cancel} title={texts.cancel} onClick={cancel} />
    </div>
  );
}

/**
 * 导出: downloads the CSV of the list's current query, every page, shown only to a user holding
 * `permission`; while it streams, a progress bar with the row count and a cancel button take its place.
 */
export function CsvExportButton({ permission, ...options }: CsvExportButtonProps) {
  return (
    <Permission value={permission}>
      <CsvExportControl {...options} />
    </Permission>
  );
}
