import { adminRole } from '../../data/built-ins';
import { menuTreeTag } from '../../data/menu-tree';
import type { Store } from '../../data/store';

/** A write that may change menu trees: to a menu, a role or a user, by id (null: a create). */
export interface TreeWrite {
  collection: 'menus' | 'roles' | 'users';
  id: string | null;
}

const holdersOf = (store: Store, roleIds: ReadonlySet<string>): string[] =>
  store.users
    .all()
    .filter((user) => user.roleIds.some((roleId) => roleIds.has(roleId)))
    .map((user) => user.id);

/**
 * The users whose menu tree `write` may change, read before it: the user written (their roles); the
 * holders of the role written (its grants, its status); for a menu, the holders of every role that
 * grants it, and of the administrator role, which a new menu or action is granted to. Nobody holds
 * a role being created, and a menu being created is granted to the administrator role alone.
 */
export function treeCandidates(store: Store, { collection, id }: TreeWrite): string[] {
  if (id === null && collection !== 'menus') return [];
  if (collection === 'users') return store.users.get(id!) ? [id!] : [];
  if (collection === 'roles') return holdersOf(store, new Set([id!]));
  const roles = new Set(
    store.roles
      .all()
      .filter((role) => role.menus.some((grant) => grant.menuId === id))
      .map((role) => role.id),
  );
  const admin = adminRole(store);
  if (admin) roles.add(admin.id);
  return holdersOf(store, roles);
}

/**
 * The tags last computed per store, at its tree revision. A write's "before" is then mostly the
 * previous write's "after": with thousands of menus a tree costs milliseconds to build, and a bulk
 * of menu writes would otherwise build every candidate's tree twice a write.
 */
const computed = new WeakMap<Store, { revision: number; tags: Map<string, string> }>();

/** Each of `userIds`' menu tree tags (the `ETag` of `GET /pub/current/menutree`). */
export function treeTags(store: Store, userIds: readonly string[]): Map<string, string> {
  const revision = store.treeRevision();
  let known = computed.get(store);
  if (known?.revision !== revision) computed.set(store, (known = { revision, tags: new Map() }));
  const tags = new Map<string, string>();
  for (const userId of userIds) {
    const user = store.users.get(userId);
    if (!user) continue;
    const tag = known.tags.get(userId) ?? menuTreeTag(store, user);
    known.tags.set(userId, tag);
    tags.set(userId, tag);
  }
  return tags;
}

/** The users of `before` (their tags then) who still exist and whose tree's tag is another now. */
export function changedTrees(store: Store, before: ReadonlyMap<string, string>): string[] {
  const now = treeTags(store, [...before.keys()]);
  return [...now].filter(([userId, tag]) => before.get(userId) !== tag).map(([userId]) => userId);
}
