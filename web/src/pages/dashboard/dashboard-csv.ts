import { messages } from '../../i18n';
import type { Dashboard } from './types';

const shellTexts = messages.shell;

/** A CSV field, quoted when it holds a separator, a quote or a line break (RFC 4180). */
function field(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const row = (...values: (string | number)[]) => values.map(field).join(',');

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
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
