/**
 * The privilege rules of user and role management, in one place: what a caller may grant,
 * assign and change beyond the menu action a route needs (`accessGuard`). Root holds everything;
 * anyone else holds what their enabled roles grant. Every refusal is the permission error (HTTP
 * 401, code 401) whose message names the rule; `openapi.yaml` lists them on the operations.
 */
import { ADMIN_ROLE_ID, ROOT_USER_ID } from '../../data/access';
import { grantsOf } from '../../data/menu-tree';
import type { Store } from '../../data/store';
import type { RecordStatus, RoleMenuGrant, RoleRecord, UserRecord } from '../../data/types';
import { noPermission } from '../../errors';

/** The message of each rule, as the refusal carries it. */
export const PRIVILEGE_RULES = {
  ownRoles: 'you cannot change your own roles',
  ownStatus: 'you cannot change your own status',
  ownAccount: 'you cannot delete your own account',
  rootOnly: 'only root can change the root account',
  rootDisabled: 'root cannot be disabled',
  rootDeleted: 'root cannot be deleted',
  adminRole: 'only root can change the administrator role',
  grant: 'you cannot grant menus or actions you do not hold',
  assign: 'you cannot assign a role whose grants you do not hold',
  userAbove: 'you cannot change a user whose grants exceed yours',
  roleAbove: 'you cannot change a role whose grants you do not hold',
} as const;

type Rule = keyof typeof PRIVILEGE_RULES;

function refuse(rule: Rule): never {
  throw noPermission(PRIVILEGE_RULES[rule]);
}

/** What a change to a user does: an edit (with the roles and status it sends), a status switch or a delete. */
export type UserChange = { kind: 'edit'; roleIds: readonly string[]; status?: RecordStatus } | { kind: 'status'; status: RecordStatus } | { kind: 'delete' };

/** Whether `caller` holds every menu and action of `grants` (root holds everything). */
function holder(store: Store, caller: Readonly<UserRecord>): (grants: readonly RoleMenuGrant[]) => boolean {
  if (caller.id === ROOT_USER_ID) return () => true;
  const held = grantsOf(store, caller);
  return (grants) =>
    grants.every((grant) => {
      const codes = held.get(grant.menuId);
      return codes !== undefined && grant.actionCodes.every((code) => codes.has(code));
    });
}

/**
 * The grants of every role in `roleIds`, disabled ones included: enabling a role again would hand
 * its grants back, so they count as held by whoever has the role.
 */
function grantsOfRoles(store: Store, roleIds: readonly string[]): RoleMenuGrant[] {
  return roleIds.flatMap((id) => store.roles.get(id)?.menus ?? []);
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

function assertRootRules(caller: Readonly<UserRecord>, change: UserChange): void {
  if (change.kind === 'delete') refuse('rootDeleted');
  if (change.status === 'disabled') refuse('rootDisabled');
  if (caller.id !== ROOT_USER_ID) refuse('rootOnly');
}

function assertSelfRules(target: Readonly<UserRecord>, change: UserChange): void {
  if (change.kind === 'delete') refuse('ownAccount');
  if (change.kind === 'status') refuse('ownStatus');
  if (!sameSet(change.roleIds, target.roleIds)) refuse('ownRoles');
  if (change.status !== undefined && change.status !== target.status) refuse('ownStatus');
}

/** Throws unless `caller` may give a user the roles `roleIds` (unknown ids are the caller's 400 to raise). */
export function assertMayAssignRoles(store: Store, caller: Readonly<UserRecord>, roleIds: readonly string[]): void {
  if (!holder(store, caller)(grantsOfRoles(store, roleIds))) refuse('assign');
}

/**
 * Throws unless `caller` may make `change` to `target`: root is never deleted or disabled and only
 * root changes it; nobody changes their own roles or status or deletes themselves; a non-root
 * caller changes only users whose grants they hold, and assigns only roles whose grants they hold.
 */
export function assertMayChangeUser(store: Store, caller: Readonly<UserRecord>, target: Readonly<UserRecord>, change: UserChange): void {
  if (target.id === ROOT_USER_ID) assertRootRules(caller, change);
  if (target.id === caller.id) {
    assertSelfRules(target, change);
    return;
  }
  if (!holder(store, caller)(grantsOfRoles(store, target.roleIds))) refuse('userAbove');
  if (change.kind === 'edit') assertMayAssignRoles(store, caller, change.roleIds.filter((id) => !target.roleIds.includes(id)));
}

/** Throws unless `caller` may edit or delete `role`: the administrator role is root's, any other one needs its grants held. */
export function assertMayChangeRole(store: Store, caller: Readonly<UserRecord>, role: Readonly<RoleRecord>): void {
  if (role.id === ADMIN_ROLE_ID && caller.id !== ROOT_USER_ID) refuse('adminRole');
  if (!holder(store, caller)(role.menus)) refuse('roleAbove');
}

/** Throws unless `caller` holds every menu and action of `grants`, which a role create or edit gives. */
export function assertMayGrant(store: Store, caller: Readonly<UserRecord>, grants: readonly RoleMenuGrant[]): void {
  if (!holder(store, caller)(grants)) refuse('grant');
}
