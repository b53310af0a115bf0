/** The names the product's forms give a record's fields, for the change table. */
import * as pageTexts from '@/i18n/page-messages';
import type { AuditRecordType } from './api';

const users = pageTexts.systemUsers;
const roles = pageTexts.systemRoles;
const menus = pageTexts.systemMenus;
const resources = pageTexts.systemResources;
const demoItems = pageTexts.demoList.columns;

/** By record type, the form's label of each field the contract names (a field without one shows its name). */
const LABELS: Record<AuditRecordType, Readonly<Record<string, string>>> = {
  user: {
    userName: users.userName,
    realName: users.realName,
    password: users.password,
    email: users.email,
    phone: users.phone,
    status: users.status,
    roleIds: pageTexts.operationLog.roleIds,
    roles: users.roles,
  },
  role: {
    name: roles.name,
    sequence: roles.sequence,
    status: roles.status,
    memo: roles.memo,
    watermark: roles.watermark,
    menus: roles.grants,
  },
  menu: {
    parentId: menus.parent,
    routeName: menus.routeName,
    routePath: menus.routePath,
    component: menus.component,
    name: menus.name,
    icon: menus.icon,
    showStatus: menus.showStatus,
    sequence: menus.sequence,
    href: menus.href,
    actions: menus.actions,
  },
  resource: { method: resources.method, path: resources.path, memo: resources.memo, actions: resources.actions },
  demoItem: {
    name: demoItems.name,
    description: demoItems.description,
    owner: demoItems.owner,
    status: demoItems.status,
    callCount: demoItems.callCount,
  },
};

/** The label of `field` of a record of `type`: its form's, else the field's own name. */
export function fieldLabel(type: AuditRecordType, field: string): string {
  return Object.hasOwn(LABELS[type], field) ? (LABELS[type][field] ?? field) : field;
}
