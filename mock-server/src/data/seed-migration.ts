import type { StoredData } from './data-shape';
import { seedMenus } from './seed-menus';
import { seedResources } from './seed-resources';
import type { MenuRecord, ResourceRecord, RoleRecord, StoreData } from './types';

/**
 * The ids the default seed gave root and the administrator role when data files did not yet
 * record the built-in flag. They name those files' records, so they stay as they are whatever
 * ids the seed uses later; nothing else may recognise a built-in by id.
 */
const FLAGLESS_ROOT_USER_ID = 'u-root';
const FLAGLESS_ADMIN_ROLE_ID = 'r-admin';

/** The group the seed's system pages sit in, and the pages the audit trail added to it. */
const SYSTEM_GROUP = 'System';
const AUDIT_PAGES = ['SystemOperationLog', 'SystemSignInLog'];

/**
 * `data` with the seed's audit log pages under its system group (a file from before the audit
 * trail): each page the file lacks (by id, route name and path), after the group's last page, its
 * actions bound to the seed's resources (or the file's own resource of the same call), granted to
 * the administrator role as every new menu is (product-rules.md, Privileges). A file without the
 * group, or that has the pages, is left as it is.
 */
function withAuditPages(data: StoreData): StoreData {
  const group = data.menus.find((menu) => menu.routeName === SYSTEM_GROUP);
  if (!group) return data;
  const clashes = (page: MenuRecord) =>
    data.menus.some(
      (menu) => menu.id === page.id || menu.routeName === page.routeName || menu.routePath === page.routePath,
    );
  const pages = seedMenus('').filter((menu) => AUDIT_PAGES.includes(menu.routeName) && !clashes(menu));
  if (pages.length === 0) return data;

  const seeded = new Map(seedResources().map((resource) => [resource.id, resource]));
  const resources: ResourceRecord[] = [...data.resources];
  /** The file's resource of the seeded resource `id`'s call, added when missing; none when its id is another call's. */
  const boundId = (id: string): string[] => {
    const wanted = seeded.get(id)!;
    const same = resources.find((resource) => resource.method === wanted.method && resource.path === wanted.path);
    if (same) return [same.id];
    if (resources.some((resource) => resource.id === id)) return [];
    resources.push(wanted);
    return [id];
  };
  let sequence = Math.max(0, ...data.menus.filter((menu) => menu.parentId === group.id).map((menu) => menu.sequence));
  const added = pages.map((page) => ({
    ...page,
    parentId: group.id,
    sequence: (sequence += 10),
    actions: page.actions.map((action) => ({ ...action, resourceIds: action.resourceIds.flatMap(boundId) })),
  }));
  const grantAll = (role: RoleRecord): RoleRecord =>
    role.builtIn
      ? {
          ...role,
          menus: [
            ...role.menus,
            ...added.map((menu) => ({ menuId: menu.id, actionCodes: menu.actions.map((action) => action.code) })),
          ],
        }
      : role;
  return { ...data, menus: [...data.menus, ...added], resources, roles: data.roles.map(grantAll) };
}

/**
 * `data` brought up to date: `builtIn` on every user and role (a record that lacks it, from a file
 * written before the flag, is built-in when it has the seed's id of that time) and `watermark` on
 * every role (false when lacking, as a role of that time showed none); a record that has a flag
 * keeps it. A file from before the audit trail gets its pages (`withAuditPages`) and empty logs.
 */
export function migrateStoredData(data: StoredData): StoreData {
  return withAuditPages({
    ...data,
    users: data.users.map((user) => ({ ...user, builtIn: user.builtIn ?? user.id === FLAGLESS_ROOT_USER_ID })),
    roles: data.roles.map((role) => ({
      ...role,
      builtIn: role.builtIn ?? role.id === FLAGLESS_ADMIN_ROLE_ID,
      watermark: role.watermark ?? false,
    })),
    operationLog: data.operationLog ?? { lastId: 0, records: [] },
    signInLog: data.signInLog ?? { lastId: 0, records: [] },
  });
}
