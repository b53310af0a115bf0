import { ListView, useListPage } from '@/features/crud';
import { messages } from '@/i18n';
import * as pageTexts from '@/i18n/page-messages';
import { signInList } from '@/features/system-audit/selectors';
import { signInLogColumns } from './sign-in-log-columns';
import { SignInLogFilters } from './sign-in-log-filters';
import '@/features/system-audit/audit.css';

const t = pageTexts.signInLog;

/** The export's columns, by the field names of its header row. */
const CSV_FIELDS = ['at', 'userName', 'event', 'result', 'reason', 'clientAddress', 'userAgent'] as const;

/** The export writes codes; the file shows them as the list does. */
const CSV_CELLS = { event: t.events, result: pageTexts.auditTrail.results, reason: messages.request.reasons };

/**
 * 登录日志: every sign-in, refresh, logout and unlock, done or refused, read only: keyword, event,
 * result and time filters, the sortable paged table and CSV export for holders of
 * `SystemSignInLog.export`.
 */
export function SignInLogView() {
  const page = useListPage(signInList);
  return (
    <ListView
      page={page}
      texts={t}
      csvExport={{
        path: '/audit/sign-ins/export',
        fields: CSV_FIELDS,
        cells: CSV_CELLS,
        fileName: 'sign-in-log',
        permission: 'SystemSignInLog.export',
      }}
      filters={<SignInLogFilters query={page.list.state.query} onChange={page.filter} />}
      columns={signInLogColumns}
    />
  );
}
