/**
 * The built-in root account and administrator role, recognised by the `builtIn` flag of their
 * stored records, never by id: a back end (or a seed file) gives them ids of its own. The flag is
 * read from the store, not from the record a caller hands in, so a copy cannot claim it.
 */
import type { Store } from './store';
import type { RoleRecord, UserRecord } from './types';

/** Whether `user` is the built-in root account, which holds everything. */
export function isRoot(store: Store, user: Readonly<Pick<UserRecord, 'id'>>): boolean {
  return store.users.get(user.id)?.builtIn === true;
}

/** Whether `role` is the built-in administrator role, which only root changes. */
export function isAdminRole(store: Store, role: Readonly<Pick<RoleRecord, 'id'>>): boolean {
  return store.roles.get(role.id)?.builtIn === true;
}

/** The built-in administrator role, which a new menu is granted to; undefined when the data holds none. */
export function adminRole(store: Store): Readonly<RoleRecord> | undefined {
  return store.roles.find((role) => role.builtIn);
}

/** The built-in root account; undefined when the data holds none. */
export function rootUser(store: Store): Readonly<UserRecord> | undefined {
  return store.users.find((user) => user.builtIn);
}
