import type { CatalogueOf } from '@/i18n/catalogue';
import type { notices as zhCNNotices } from '@/i18n/zh-CN/notices';
import { plural } from './plural';

/** en-US catalogue section `notices`: the header's bell, its drawer of recent notices, and why a session ended. */
export const notices: CatalogueOf<typeof zhCNNotices> = {
  title: 'Notifications',
  titleUnread: (count: number) => `${count} unread notifications`,
  empty: 'No notifications',
  unread: 'Unread',
  menuChanged: 'Your menu or permissions were updated',
  exportFinished: (list: string, rows: number) => `The ${list} export has finished: ${plural(rows, 'record')}`,
  lists: {
    users: 'user list',
    roles: 'role list',
    resources: 'resource list',
    demoItems: 'demo list',
    operationLogs: 'operation log',
    signInLogs: 'sign-in log',
  },
  ended: {
    account_disabled: 'Your account was disabled. Please contact an administrator.',
    account_deleted: 'Your account was deleted.',
    password_changed: 'Your password was changed elsewhere. Please sign in with the new password.',
  },
};
