import { avatarDataUrl } from '../lib/avatar';
import { lastDays } from '../lib/dates';
import { hashPassword } from '../lib/password';
import { createHash } from 'node:crypto';
import { SYSTEM_RESOURCES, seedMenus } from './seed-menus';
import type { MenuRecord, ResourceRecord, RoleMenuGrant, RoleRecord, StoreData, UserRecord } from './types';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The staff role's share of the menu: routeName -> the action codes it holds. */
const STAFF_GRANTS: Record<string, string[]> = {
  Dashboard: ['query'],
  System: [],
  SystemUser: ['query'],
  ComponentsDemo: [],
  CountTo: ['query'],
  BackToTop: ['query'],
  Bpmn: ['query'],
  TableFormGenerator: ['query'],
  ElFormGenerator: ['query'],
  CodeSandbox: ['query'],
  ListPage: [],
  QueryList: ['query'],
  StandardList: ['query'],
  UserPage: [],
  UserCenter: ['query'],
  UserSet: ['query', 'edit'],
  ExternalLink: [],
};

function seedResources(): ResourceRecord[] {
  return Object.values(SYSTEM_RESOURCES).flatMap(({ query, collection }) => {
    const item = `${collection}/{id}`;
    const id = (suffix: string) => `res-${query}-${suffix}`;
    return [
      { id: id('list'), method: 'GET', path: collection },
      { id: id('get'), method: 'GET', path: item },
      { id: id('create'), method: 'POST', path: collection },
      { id: id('update'), method: 'PUT', path: item },
      { id: id('delete'), method: 'DELETE', path: item },
    ] satisfies ResourceRecord[];
  });
}

function seedRoles(menus: MenuRecord[]): RoleRecord[] {
  const everything: RoleMenuGrant[] = menus.map((m) => ({ menuId: m.id, actionCodes: m.actions.map((a) => a.code) }));
  const staff: RoleMenuGrant[] = menus
    .filter((m) => m.routeName in STAFF_GRANTS)
    .map((m) => ({ menuId: m.id, actionCodes: STAFF_GRANTS[m.routeName]! }));
  return [
    { id: 'r-admin', name: '管理员', sequence: 10, status: 'enabled', menus: everything },
    { id: 'r-staff', name: '普通员工', sequence: 20, status: 'enabled', menus: staff },
  ];
}

/** A plausible login count for a past day: steady on weekdays, quiet at weekends. */
function pastLogins(date: string): number {
  let hash = 7;
  for (const char of date) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  const weekend = [0, 6].includes(new Date(`${date}T12:00:00`).getDay());
  return weekend ? 1 + (hash % 4) : 6 + (hash % 12);
}

/** The seed: two accounts (root/abc-123, staff/staff-123), their roles, the menu tree, resources and 13 days of logins. */
export async function buildSeed(options: { scryptCost: number; docsUrl: string; now: number }): Promise<StoreData> {
  const menus = seedMenus(options.docsUrl);
  const user = async (id: string, userName: string, realName: string, password: string, roleIds: string[]): Promise<UserRecord> => ({
    id,
    userName,
    realName,
    avatar: avatarDataUrl(realName, userName),
    email: `${userName}@example.com`,
    phone: '',
    status: 'enabled',
    roleIds,
    passwordHash: await hashPassword(md5(password), options.scryptCost),
  });
  const history = lastDays(options.now, 14).slice(0, -1);
  return {
    users: await Promise.all([
      user('u-root', 'root', '超级管理员', 'abc-123', ['r-admin']),
      user('u-staff', 'staff', '李明', 'staff-123', ['r-staff']),
    ]),
    roles: seedRoles(menus),
    menus,
    resources: seedResources(),
    logins: Object.fromEntries(history.map((date) => [date, pastLogins(date)])),
  };
}
