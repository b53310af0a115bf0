import { ListView, useListPage } from '@/features/crud';
import { messages } from '@/i18n';
import * as pageTexts from '@/i18n/page-messages';
import { operationList } from '@/features/system-audit/selectors';
import { OperationDetailDialog, useOpenRecord } from './operation-detail-dialog';
import { operationLogColumns } from './operation-log-columns';
import { OperationLogFilters } from './operation-log-filters';
import '@/features/system-audit/audit.css';

const t = pageTexts.operationLog;

/** The export's columns, by the field names of its header row. */
const CSV_FIELDS = [
  'at',
  'userName',
  'realName',
  'clientAddress',
  'operation',
  'recordType',
  'recordId',
  'recordLabel',
  'result',
  'reason',
] as const;

/** The export writes codes; the file shows them as the list does. */
const CSV_CELLS = {
  operation: t.operations,
  recordType: t.recordTypes,
  result: pageTexts.auditTrail.results,
  reason: messages.request.reasons,
};

/**
 * 操作日志: every change made through the API, done or refused, read only: keyword, operation,
 * record type, result and time filters, the sortable paged table, CSV export for holders of
 * `SystemOperationLog.export`, and a record's details with its changed fields.
 */
export function OperationLogView() {
  const page = useListPage(operationList);
  const [, openRecord] = useOpenRecord();
  return (
    <ListView
      page={page}
      texts={t}
      csvExport={{
        path: '/audit/operations/export',
        fields: CSV_FIELDS,
        cells: CSV_CELLS,
        fileName: 'operation-log',
        permission: 'SystemOperationLog.export',
      }}
      filters={<OperationLogFilters query={page.list.state.query} onChange={page.filter} />}
      columns={operationLogColumns((row) => openRecord(row.id))}
    >
      <OperationDetailDialog />
    </ListView>
  );
}
