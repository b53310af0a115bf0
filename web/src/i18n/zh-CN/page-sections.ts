import { auditTrail } from './audit-trail';
import { crud } from './crud';
import { csvExport } from './csv-export';
import { dataTable } from './data-table';
import { demoList } from './demo-list';
import { iconPicker } from './icon-picker';
import { listSettings } from './list-settings';
import { operationLog } from './operation-log';
import { signInLog } from './sign-in-log';
import { systemMenus } from './system-menus';
import { systemResources } from './system-resources';
import { systemRoles } from './system-roles';
import { systemUsers } from './system-users';

/**
 * The zh-CN texts of the list and system pages, apart from `zhCN` so that only those pages'
 * chunks carry them (the login page must not): read through `../page-messages`.
 */
export const zhCNPageSections = {
  crud,
  dataTable,
  listSettings,
  csvExport,
  systemUsers,
  systemRoles,
  systemMenus,
  systemResources,
  auditTrail,
  operationLog,
  signInLog,
  demoList,
  iconPicker,
} as const;
