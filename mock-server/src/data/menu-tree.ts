import { createHash } from 'node:crypto';
import type { components } from '../../../shared/contract/schema';
import { shownIcon } from './shown-icon';
import type { Store } from './store';
import type { MenuRecord, UserRecord } from './types';

type MenuNode = components['schemas']['MenuNode'];

/** Menu id -> the action codes the user's enabled roles grant on it (a menu present is a menu shown). */
export function grantsOf(store: Store, user: Readonly<UserRecord>): Map<string, Set<string>> {
  const grants = new Map<string, Set<string>>();
  for (const roleId of user.roleIds) {
    const role = store.roles.get(roleId);
    if (role?.status !== 'enabled') continue;
    for (const grant of role.menus) {
      const codes = grants.get(grant.menuId) ?? new Set<string>();
      grant.actionCodes.forEach((code) => codes.add(code));
      grants.set(grant.menuId, codes);
    }
  }
  return grants;
}

/** The user's menu tree: granted menus under granted parents, granted actions only, by `sequence`. */
export function menuTreeFor(store: Store, user: Readonly<UserRecord>): MenuNode[] {
  const grants = grantsOf(store, user);
  const byParent = new Map<string | null, Readonly<MenuRecord>[]>();
  for (const menu of store.menus.all()) {
    if (!grants.has(menu.id)) continue;
    const siblings = byParent.get(menu.parentId);
    // Appended in place: copying the list per menu is quadratic in a wide level.
    if (siblings) siblings.push(menu);
    else byParent.set(menu.parentId, [menu]);
  }
  const build = (parentId: string | null): MenuNode[] =>
    (byParent.get(parentId) ?? [])
      .slice()
      .sort((a, b) => a.sequence - b.sequence)
      .map((menu) => {
        const codes = grants.get(menu.id)!;
        const { parentId: _parent, actions, icon, ...node } = menu;
        return {
          ...node,
          icon: shownIcon(icon),
          actions: actions.filter((a) => codes.has(a.code)).map(({ code, name }) => ({ code, name })),
          children: build(menu.id),
        };
      });
  return build(null);
}

/**
 * The tree's weak tag: a hash of the tree itself, so it changes exactly when this user's tree does,
 * whichever write (menu, role, the user's roles) changed it, and survives a restart. Weak and
 * without Hapi's per-encoding suffix: a gzipped and a plain answer are the same tree.
 */
export const treeTag = (body: { list: MenuNode[] }): string =>
  `W/"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;

/** The tag of the tree `GET /pub/current/menutree` answers `user`. */
export const menuTreeTag = (store: Store, user: Readonly<UserRecord>): string =>
  treeTag({ list: menuTreeFor(store, user) });
