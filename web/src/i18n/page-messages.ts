import { locale } from './active';
import type { PageSectionsCatalogue } from './catalogue';
import { auditTrail as enUSAuditTrail } from './en-US/audit-trail';
import { crud as enUSCrud } from './en-US/crud';
import { csvExport as enUSCsvExport } from './en-US/csv-export';
import { dataTable as enUSDataTable } from './en-US/data-table';
import { demoList as enUSDemoList } from './en-US/demo-list';
import { iconPicker as enUSIconPicker } from './en-US/icon-picker';
import { listSettings as enUSListSettings } from './en-US/list-settings';
import { operationLog as enUSOperationLog } from './en-US/operation-log';
import { signInLog as enUSSignInLog } from './en-US/sign-in-log';
import { systemMenus as enUSSystemMenus } from './en-US/system-menus';
import { systemResources as enUSSystemResources } from './en-US/system-resources';
import { systemRoles as enUSSystemRoles } from './en-US/system-roles';
import { systemUsers as enUSSystemUsers } from './en-US/system-users';
import { auditTrail as zhCNAuditTrail } from './zh-CN/audit-trail';
import { crud as zhCNCrud } from './zh-CN/crud';
import { csvExport as zhCNCsvExport } from './zh-CN/csv-export';
import { dataTable as zhCNDataTable } from './zh-CN/data-table';
import { demoList as zhCNDemoList } from './zh-CN/demo-list';
import { iconPicker as zhCNIconPicker } from './zh-CN/icon-picker';
import { listSettings as zhCNListSettings } from './zh-CN/list-settings';
import { operationLog as zhCNOperationLog } from './zh-CN/operation-log';
import { signInLog as zhCNSignInLog } from './zh-CN/sign-in-log';
import { systemMenus as zhCNSystemMenus } from './zh-CN/system-menus';
import { systemResources as zhCNSystemResources } from './zh-CN/system-resources';
import { systemRoles as zhCNSystemRoles } from './zh-CN/system-roles';
import { systemUsers as zhCNSystemUsers } from './zh-CN/system-users';

// The active language's texts of the list and system pages, one export per section, apart from
// `messages` as `demo-messages.ts` is: the chunks of those pages carry them (both languages), the
// login page none. A page chunk is evaluated after `loadLanguage`, so `locale` is already set.
const english = (): boolean => locale === 'en-US';

export const crud: PageSectionsCatalogue['crud'] = english() ? enUSCrud : zhCNCrud;
export const dataTable: PageSectionsCatalogue['dataTable'] = english() ? enUSDataTable : zhCNDataTable;
export const listSettings: PageSectionsCatalogue['listSettings'] = english() ? enUSListSettings : zhCNListSettings;
export const csvExport: PageSectionsCatalogue['csvExport'] = english() ? enUSCsvExport : zhCNCsvExport;
export const systemUsers: PageSectionsCatalogue['systemUsers'] = english() ? enUSSystemUsers : zhCNSystemUsers;
export const systemRoles: PageSectionsCatalogue['systemRoles'] = english() ? enUSSystemRoles : zhCNSystemRoles;
export const systemMenus: PageSectionsCatalogue['systemMenus'] = english() ? enUSSystemMenus : zhCNSystemMenus;
export const systemResources: PageSectionsCatalogue['systemResources'] = english()
  ? enUSSystemResources
  : zhCNSystemResources;
export const auditTrail: PageSectionsCatalogue['auditTrail'] = english() ? enUSAuditTrail : zhCNAuditTrail;
export const operationLog: PageSectionsCatalogue['operationLog'] = english() ? enUSOperationLog : zhCNOperationLog;
export const signInLog: PageSectionsCatalogue['signInLog'] = english() ? enUSSignInLog : zhCNSignInLog;
export const demoList: PageSectionsCatalogue['demoList'] = english() ? enUSDemoList : zhCNDemoList;
export const iconPicker: PageSectionsCatalogue['iconPicker'] = english() ? enUSIconPicker : zhCNIconPicker;
