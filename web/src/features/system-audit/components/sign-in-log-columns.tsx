import { signInLog as t } from '@/i18n/page-messages';
import { formatDate } from '@/lib/format-date';
import type { Column } from '@/components/data-table/column';
import type { SignInLog, SignInLogSortField } from '@/features/system-audit/api';
import { ResultCell } from './result-cell';

/** The sign-in log's columns; a long user agent is cut, whole in its tooltip. */
export const signInLogColumns: Column<SignInLog, SignInLogSortField>[] = [
  { id: 'at', header: t.at, sortField: 'at', cell: (row) => <span className="app-nowrap">{formatDate(row.at)}</span> },
  { id: 'userName', header: t.userName, sortField: 'userName', cell: (row) => row.userName },
  { id: 'event', header: t.event, sortField: 'event', cell: (row) => t.events[row.event] },
  {
    id: 'result',
    header: t.result,
    sortField: 'result',
    cell: (row) => <ResultCell result={row.result} reason={row.reason} />,
  },
  { id: 'clientAddress', header: t.clientAddress, cell: (row) => row.clientAddress },
  {
    id: 'userAgent',
    header: t.userAgent,
    cell: (row) =>
      row.userAgent ? (
        <span className="app-audit-user-agent" title={row.userAgent}>
          {row.userAgent}
        </span>
      ) : (
        '—'
      ),
  },
];
