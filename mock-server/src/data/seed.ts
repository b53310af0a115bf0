import { avatarDataUrl } from '../lib/avatar';
import { lastDays } from '../lib/dates';
import { hashPassword, md5Hex } from '../lib/password';
import { seedMenus } from './seed-menus';
import { seedResources } from './seed-resources';
import { syntheticMenus } from './seed-synthetic-menus';
import type { MenuRecord, RoleMenuGrant, RoleRecord, StoreData, UserRecord } from './types';

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

function seedRoles(menus: MenuRecord[], createdAt: string): RoleRecord[] {
  const everything: RoleMenuGrant[] = menus.map((m) => ({ menuId: m.id, actionCodes: m.actions.map((a) => a.code) }));
  const staff: RoleMenuGrant[] = menus
    .filter((m) => m.routeName in STAFF_GRANTS)
    .map((m) => ({ menuId: m.id, actionCodes: STAFF_GRANTS[m.routeName]! }));
  return [
    {
      id: 'r-admin',
      name: '管理员',
      sequence: 10,
      status: 'enabled',
      memo: '全部菜单与操作',
      menus: everything,
      watermark: false,
      builtIn: true,
      createdAt,
    },
    {
      id: 'r-staff',
      name: '普通员工',
      sequence: 20,
      status: 'enabled',
      memo: '只读的用户列表与示例页',
      menus: staff,
      watermark: false,
      builtIn: false,
      createdAt,
    },
  ];
}

/** A made-up figure for a past day from its date: the same date always gives the same figure. */
function dateHash(date: string, salt: number): number {
  let hash = salt;
  for (const char of date) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return hash;
}

const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T12:00:00`).getDay());

/** A plausible login count for a past day: steady on weekdays, quiet at weekends. */
function pastLogins(date: string): number {
  const hash = dateHash(date, 7);
  return isWeekend(date) ? 1 + (hash % 4) : 6 + (hash % 12);
}

/** A plausible count of refused logins for a past day: a few typos, now and then a burst. */
function pastFailures(date: string): number {
  const hash = dateHash(date, 13);
  return hash % 7 === 0 ? 8 + (hash % 9) : hash % 4;
}

/**
 * The seed: two accounts (root/abc-123, staff/staff-123), their roles, the menu tree (with
 * `menuNodes` synthetic menus after it, administrator only), resources and 13 days of logins.
 * Root and the administrator role carry `builtIn`, which is how everything else finds them.
 */
export async function buildSeed(options: {
  scryptCost: number;
  docsUrl: string;
  menuNodes?: number;
  now: number;
}): Promise<StoreData> {
  const seeded = seedMenus(options.docsUrl);
  const topSequence = Math.max(...seeded.filter((menu) => menu.parentId === null).map((menu) => menu.sequence));
  const menus = [...seeded, ...syntheticMenus(options.menuNodes ?? 0, topSequence + 10)];
  // Seeded records are a minute apart, root first, so "newest first" has one answer.
  const minutesAgo = (minutes: number) => new Date(options.now - minutes * 60_000).toISOString();
  const user = async (
    id: string,
    userName: string,
    realName: string,
    password: string,
    roleIds: string[],
    createdAt: string,
    builtIn = false,
  ): Promise<UserRecord> => ({
    id,
    userName,
    realName,
    avatar: avatarDataUrl(realName, userName),
    email: `${userName}@example.com`,
    phone: '',
    status: 'enabled',
    roleIds,
    passwordHash: await hashPassword(md5Hex(password), options.scryptCost),
    builtIn,
    createdAt,
  });
  return {
    users: await Promise.all([
      user('u-root', 'root', '超级管理员', 'abc-123', ['r-admin'], minutesAgo(3), true),
      user('u-staff', 'staff', '李明', 'staff-123', ['r-staff'], minutesAgo(2)),
    ]),
    roles: seedRoles(menus, minutesAgo(3)),
    menus,
    resources: seedResources(),
    ...signInHistory(options.now),
  };
}

/** The dashboard's login and refused-login counts of the 13 days before `now`'s, made up (a seed file gives none). */
export function signInHistory(now: number): Pick<StoreData, 'logins' | 'failedLogins'> {
  const past = lastDays(now, 14).slice(0, -1);
  return {
    logins: Object.fromEntries(past.map((date) => [date, pastLogins(date)])),
    failedLogins: Object.fromEntries(past.map((date) => [date, pastFailures(date)])),
  };
}
