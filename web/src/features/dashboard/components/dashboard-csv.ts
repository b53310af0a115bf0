import { dashboard as t } from '@/i18n/dashboard-messages';
import { BYTE_ORDER_MARK, csvField } from '@shared/csv';
import type { Dashboard } from './types';

const row = (...values: (string | number)[]) => values.map(csvField).join(',');

/**
 * The dashboard's figures as CSV: the counts, a blank line, then the sign-ins per day (refused ones
 * beside them where the server counts them). Starts with a byte-order mark so spreadsheet programs
 * read the Chinese headers as UTF-8.
 */
export function dashboardCsv({ counts, logins }: Dashboard): string {
  const lines = [
    row(t.title, t.count),
    row(t.users, counts.users),
    row(t.roles, counts.roles),
    row(t.menus, counts.menus),
    row(t.activeSessions, counts.activeSessions),
    '',
    row(t.date, t.succeeded, t.failed),
    ...logins.map((day) => row(day.date, day.count, day.failed ?? '')),
  ];
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}
