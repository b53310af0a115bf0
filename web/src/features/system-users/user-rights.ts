/**
 * What the signed-in user may change on a user, mirroring the server's privilege rules (pure):
 * the UI hides what the server would refuse.
 */
import { type Holdings, holdsGrants } from '@/features/crud';
import type { RoleOption, SystemUser } from './api';

/** What the signed-in user may do to one user. */
export interface UserRights {
  /** Edit the record. */
  edit: boolean;
  /** Set its password (one's own changes only with the old one, on the current user's page). */
  password: boolean;
  /** Delete it. */
  remove: boolean;
  /** Enable or disable it. */
  status: boolean;
  /** Change its roles. */
  roles: boolean;
}

/** The roles whose grants the signed-in user holds: the only ones they may assign. */
export function assignableRoles(holdings: Holdings, roles: readonly RoleOption[]): RoleOption[] {
  return roles.filter((role) => holdsGrants(holdings, role.menus));
}

/**
 * Whether `user` has a role granting what the signed-in user does not hold; a role missing from
 * `roles` (not loaded, or not readable) cannot be judged and counts as above.
 */
function isAbove(holdings: Holdings, user: SystemUser, roles: readonly RoleOption[]): boolean {
  return user.roleIds.some((id) => {
    const role = roles.find((candidate) => candidate.id === id);
    return !role || !holdsGrants(holdings, role.menus);
  });
}

/**
 * Root changes anyone (but never deletes or disables itself); nobody changes their own roles,
 * status or password here or deletes themselves; only root changes root (the row whose `builtIn`
 * is set); anyone else changes only users whose
 * roles grant nothing beyond what they hold.
 */
export function userRights(holdings: Holdings, user: SystemUser, roles: readonly RoleOption[]): UserRights {
  const self = user.id === holdings.selfId;
  const rootRow = user.builtIn;
  const edit = holdings.isRoot || (!rootRow && (self || !isAbove(holdings, user, roles)));
  return {
    edit,
    password: edit && !self,
    remove: edit && !self && !rootRow,
    status: edit && !self && !rootRow,
    roles: edit && !self,
  };
}
