import { Button } from '@blueprintjs/core';
import { format } from '@/i18n';
import { operationLog as t } from '@/i18n/page-messages';
import { formatDate } from '@/lib/format-date';
import type { Column } from '@/components/data-table/column';
import type { OperationLog, OperationLogSortField } from '@/features/system-audit/api';
import { ResultCell } from './result-cell';
import { callerText, recordText } from './record-text';

/** The operation log's columns; `onDetails` opens a record's changes. */
export function operationLogColumns(
  onDetails: (row: OperationLog) => void,
): Column<OperationLog, OperationLogSortField>[] {
  return [
    {
      id: 'at',
      header: t.at,
      sortField: 'at',
      cell: (row) => <span className="app-nowrap">{formatDate(row.at)}</span>,
    },
    { id: 'user', header: t.user, sortField: 'userName', cell: callerText },
    { id: 'clientAddress', header: t.clientAddress, cell: (row) => row.clientAddress },
    { id: 'operation', header: t.operation, sortField: 'operation', cell: (row) => t.operations[row.operation] },
    { id: 'record', header: t.record, sortField: 'recordType', cell: recordText },
    {
      id: 'result',
      header: t.result,
      sortField: 'result',
      cell: (row) => <ResultCell result={row.result} reason={row.reason} />,
    },
    {
      id: 'details',
      header: t.details,
      width: 80,
      cell: (row) => (
        <Button
          variant="minimal"
          intent="primary"
          icon="eye-open"
          aria-label={format(t.detailsOf, { time: formatDate(row.at), operation: t.operations[row.operation] })}
          onClick={() => onDetails(row)}
        >
          {t.details}
        </Button>
      ),
    },
  ];
}
