import type { CatalogueOf } from '@/i18n/catalogue';
import type { dashboard as zhCNDashboard } from '@/i18n/zh-CN/dashboard';

/** en-US catalogue section `dashboard`. */
export const dashboard: CatalogueOf<typeof zhCNDashboard> = {
  title: 'Dashboard',
  refresh: 'Refresh',
  exportCsv: 'Export CSV',
  users: 'Users',
  roles: 'Roles',
  menus: 'Menus',
  activeSessions: 'Active sessions',
  signIns: 'Sign-ins',
  failedSignIns: 'Failed sign-ins',
  lastDays: (days: number) => `Last ${days} days`,
  up: (change: string, days: number) => `Up ${change} on the previous ${days} days`,
  down: (change: string, days: number) => `Down ${change} on the previous ${days} days`,
  flat: (days: number) => `Same as the previous ${days} days`,
  now: 'Now',
  trend: 'Sign-ins over the last 14 days',
  trendSummary: (signIns: string, failed: string) =>
    `Sign-ins over the last 14 days: ${signIns} succeeded, ${failed} failed`,
  succeeded: 'Succeeded',
  failed: 'Failed',
  date: 'Date',
  count: 'Count',
  noSignIns: 'No sign-ins in the last 14 days',
  breakdown: 'Users',
  byStatus: 'By status',
  byRole: 'By role',
  enabled: 'Enabled',
  disabled: 'Disabled',
  recent: 'Recent sign-ins',
  noRecent: 'No sign-ins yet',
  loadFailed: 'The dashboard data failed to load',
  retry: 'Retry',
};
