import { adminRole } from './built-ins';
import type { Store } from './store';

/** A menu action holding a resource, as the contract's `ActionRef`. */
export interface ActionRef {
  menuId: string;
  routeName: string;
  code: string;
}

/** The users holding role `roleId`. */
export function usersWithRole(store: Store, roleId: string): string[] {
  return store.users
    .all()
    .filter((user) => user.roleIds.includes(roleId))
    .map((user) => user.userName);
}

/** The names of the roles but `exceptRoleId` granting menu `menuId`. */
export function rolesGrantingMenu(store: Store, menuId: string, exceptRoleId?: string): string[] {
  return store.roles
    .all()
    .filter((role) => role.id !== exceptRoleId && role.menus.some((grant) => grant.menuId === menuId))
    .map((role) => role.name);
}

/** Removes role `roleId`'s grant of menu `menuId`, if it has one. */
export function dropGrant(store: Store, roleId: string, menuId: string): void {
  const role = store.roles.get(roleId);
  if (role?.menus.some((grant) => grant.menuId === menuId))
    store.roles.update(roleId, { menus: role.menus.filter((grant) => grant.menuId !== menuId) });
}

/** The route names of the direct children of menu `menuId`. */
export function childMenus(store: Store, menuId: string): string[] {
  return store.menus
    .all()
    .filter((menu) => menu.parentId === menuId)
    .map((menu) => menu.routeName);
}

/** The menu actions whose `resourceIds` hold resource `resourceId`. */
export function actionsHoldingResource(store: Store, resourceId: string): ActionRef[] {
  return store.menus
    .all()
    .flatMap((menu) =>
      menu.actions
        .filter((action) => action.resourceIds.includes(resourceId))
        .map((action) => ({ menuId: menu.id, routeName: menu.routeName, code: action.code })),
    );
}

/**
 * Whether making `parentId` the parent of `menuId` would close a loop: `parentId` is the menu
 * itself or one of its descendants. Walks up from `parentId`, bounded by the menu count so that a
 * loop already in the data cannot hang the walk.
 */
export function wouldBeOwnAncestor(store: Store, menuId: string, parentId: string): boolean {
  let at: string | null = parentId;
  for (let steps = 0; at !== null && steps <= store.menus.count(); steps += 1) {
    if (at === menuId) return true;
    at = store.menus.get(at)?.parentId ?? null;
  }
  return at !== null;
}

/** Drops from every role's grant on `menuId` the action codes the menu no longer has. */
export function pruneGrants(store: Store, menuId: string, codes: ReadonlySet<string>): void {
  for (const role of store.roles.all()) {
    const stale = role.menus.some(
      (grant) => grant.menuId === menuId && grant.actionCodes.some((code) => !codes.has(code)),
    );
    if (!stale) continue;
    store.roles.update(role.id, {
      menus: role.menus.map((grant) =>
        grant.menuId === menuId
          ? { ...grant, actionCodes: grant.actionCodes.filter((code) => codes.has(code)) }
          : grant,
      ),
    });
  }
}

/**
 * Grants action `codes` of menu `menuId` to the built-in administrator role, if the data holds one
 * (a new menu and its actions are the administrator's at once). `withMenu` adds the menu itself when the
 * role lacks it (a create); otherwise only a role already granting the menu gains the codes, so an
 * edit does not hand back a menu root took away from the role.
 */
export function grantToAdminRole(store: Store, menuId: string, codes: readonly string[], withMenu: boolean): void {
  const role = adminRole(store);
  if (!role) return;
  const held = role.menus.find((grant) => grant.menuId === menuId);
  if (!held) {
    if (withMenu) store.roles.update(role.id, { menus: [...role.menus, { menuId, actionCodes: [...codes] }] });
    return;
  }
  const added = codes.filter((code) => !held.actionCodes.includes(code));
  if (added.length === 0) return;
  store.roles.update(role.id, {
    menus: role.menus.map((grant) =>
      grant.menuId === menuId ? { ...grant, actionCodes: [...grant.actionCodes, ...added] } : grant,
    ),
  });
}
