import { messages } from '@/i18n';
import { BYTE_ORDER_MARK, csvField } from '@shared/csv';
import type { Dashboard } from './types';

const shellTexts = messages.shell;

const row = (...values: (string | number)[]) => values.map(csvField).join(',');

/**
 * The dashboard's figures as CSV: the counts, a blank line, then the logins per day. Starts with
 * a byte-order mark so spreadsheet programs read the Chinese headers as UTF-8.
 */
export function dashboardCsv({ counts, logins }: Dashboard): string {
  const t = shellTexts.dashboard;
  const lines = [
    row(t.title, t.count),
    row(t.users, counts.users),
    row(t.roles, counts.roles),
    row(t.menus, counts.menus),
    row(t.activeSessions, counts.activeSessions),
    '',
    row(t.date, t.logins),
    ...logins.map((day) => row(day.date, day.count)),
  ];
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}
