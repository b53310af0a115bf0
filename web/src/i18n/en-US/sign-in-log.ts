import type { CatalogueOf } from '@/i18n/catalogue';
import type { signInLog as zhCNSignInLog } from '@/i18n/zh-CN/sign-in-log';

/** en-US catalogue section `signInLog`: texts of the sign-in log. */
export const signInLog: CatalogueOf<typeof zhCNSignInLog> = {
  title: 'Sign-in log',
  tableLabel: 'Sign-in log',
  empty: 'No sign-ins',
  searchPlaceholder: 'User name',
  at: 'Time',
  userName: 'User name',
  event: 'Event',
  result: 'Result',
  reason: 'Reason',
  clientAddress: 'Client address',
  userAgent: 'User agent',
  events: { login: 'Sign in', refresh: 'Token refresh', logout: 'Sign out', unlock: 'Unlock' },
  eventFilter: 'Filter by event',
  allEvents: 'All events',
};
