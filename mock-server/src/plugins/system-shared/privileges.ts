/**
 * The privilege rules of user, role, menu and resource management, in one place: what a caller
 * may grant, assign, bind and change beyond the menu action a route needs (`accessGuard`). Root
 * holds everything; anyone else holds what their enabled roles grant. Every refusal is the permission error (HTTP
 * 401, code 401) whose reason and message name the rule; `openapi.yaml` lists them on the operations.
 */
import type { components } from '../../../../shared/contract/schema';
import { canAccess } from '../../data/access';
import { isAdminRole, isRoot } from '../../data/built-ins';
import { grantsOf } from '../../data/menu-tree';
import { actionsHoldingResource } from '../../data/references';
import type { Store } from '../../data/store';
import type {
  MenuActionRecord,
  MenuRecord,
  RecordStatus,
  ResourceRecord,
  RoleMenuGrant,
  RoleRecord,
  UserRecord,
} from '../../data/types';
import { PRIVILEGE_RULES } from '../../../../shared/privilege-rules';
import { noPermission } from '../../errors';

type Rule = keyof typeof PRIVILEGE_RULES;

function refuse(rule: Rule): never {
  throw noPermission(PRIVILEGE_RULES[rule], rule);
}

/** What a change to a user does: an edit (with the roles and status it sends), a status switch or a delete. */
export type UserChange =
  | { kind: 'edit'; roleIds: readonly string[]; status?: RecordStatus; password: boolean }
  | { kind: 'status'; status: RecordStatus }
  | { kind: 'delete' };

/** Whether `caller` holds every menu and action of `grants` (root holds everything). */
function holder(store: Store, caller: Readonly<UserRecord>): (grants: readonly RoleMenuGrant[]) => boolean {
  if (isRoot(store, caller)) return () => true;
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

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

function assertRootRules(store: Store, caller: Readonly<UserRecord>, change: UserChange): void {
  if (change.kind === 'delete') refuse('root_deleted');
  if (change.status === 'disabled') refuse('root_disabled');
  if (!isRoot(store, caller)) refuse('root_only');
}

function assertSelfRules(target: Readonly<UserRecord>, change: UserChange): void {
  if (change.kind === 'delete') refuse('own_account');
  if (change.kind === 'status') refuse('own_status');
  if (!sameSet(change.roleIds, target.roleIds)) refuse('own_roles');
  if (change.status !== undefined && change.status !== target.status) refuse('own_status');
  // Without the old password and the lock of `/pub/current/password`, a stolen session would take the account over.
  if (change.password) refuse('own_password');
}

/** Throws unless `caller` may give a user the roles `roleIds` (unknown ids are the caller's 400 to raise). */
export function assertMayAssignRoles(store: Store, caller: Readonly<UserRecord>, roleIds: readonly string[]): void {
  if (!holder(store, caller)(grantsOfRoles(store, roleIds))) refuse('assign_not_held');
}

/**
 * Throws unless `caller` may make `change` to `target`: root is never deleted or disabled and only
 * root changes it; nobody changes their own roles, status or password (here) or deletes themselves; a non-root
 * caller changes only users whose grants they hold, and assigns only roles whose grants they hold.
 */
export function assertMayChangeUser(
  store: Store,
  caller: Readonly<UserRecord>,
  target: Readonly<UserRecord>,
  change: UserChange,
): void {
  if (isRoot(store, target)) assertRootRules(store, caller, change);
  if (target.id === caller.id) {
    assertSelfRules(target, change);
    return;
  }
  if (!holder(store, caller)(grantsOfRoles(store, target.roleIds))) refuse('user_above');
  if (change.kind === 'edit')
    assertMayAssignRoles(
      store,
      caller,
      change.roleIds.filter((id) => !target.roleIds.includes(id)),
    );
}

/** Throws unless `caller` may edit or delete `role`: the administrator role is root's, any other one needs its grants held. */
export function assertMayChangeRole(store: Store, caller: Readonly<UserRecord>, role: Readonly<RoleRecord>): void {
  if (isAdminRole(store, role) && !isRoot(store, caller)) refuse('admin_role');
  if (!holder(store, caller)(role.menus)) refuse('role_above');
}

/** Whether `caller` may change `role` (the rules of `assertMayChangeRole`, as a test). */
function roleChanger(store: Store, caller: Readonly<UserRecord>): (role: Readonly<RoleRecord>) => boolean {
  if (isRoot(store, caller)) return () => true;
  const holds = holder(store, caller);
  return (role) => !isAdminRole(store, role) && holds(role.menus);
}

/** Throws unless `caller` holds every menu and action of `grants`, which a role create or edit gives. */
export function assertMayGrant(store: Store, caller: Readonly<UserRecord>, grants: readonly RoleMenuGrant[]): void {
  if (!holder(store, caller)(grants)) refuse('grant_not_held');
}

type MenuAction = components['schemas']['SystemMenuAction'];

/** Whether `caller` can already call resource `id`, the guard's own test on its method and path. */
function callableBy(store: Store, user: Readonly<UserRecord>): (id: string) => boolean {
  return (id) => {
    const resource = store.resources.get(id);
    return resource !== undefined && canAccess(store, user, resource.method, resource.path);
  };
}

/** Throws unless every resource that `actions` bind anew (beyond `before`, by action code) is one `user` can already call. */
function assertAttachable(
  store: Store,
  user: Readonly<UserRecord>,
  actions: readonly MenuAction[],
  before: readonly MenuActionRecord[],
): void {
  const canCall = callableBy(store, user);
  for (const action of actions) {
    const bound = before.find((old) => old.code === action.code)?.resourceIds ?? [];
    if (action.resourceIds.some((id) => !bound.includes(id) && !canCall(id))) refuse('attach_not_callable');
  }
}

/** Throws unless `caller` may create a menu with `actions`: each may open only calls the caller can make (root may do anything). */
export function assertMayCreateMenu(store: Store, caller: Readonly<UserRecord>, actions: readonly MenuAction[]): void {
  if (!isRoot(store, caller)) assertAttachable(store, caller, actions, []);
}

const sameAction = (a: Readonly<MenuActionRecord>, b: Readonly<MenuAction> | undefined) =>
  b !== undefined && a.name === b.name && sameSet(a.resourceIds, b.resourceIds);

/** What an edit makes of a menu: where it hangs and its actions. */
type MenuChange = Pick<components['schemas']['SystemMenuParam'], 'parentId' | 'actions'>;

/** The ids of `menuId` and every menu below it, bounded by the menu count against a loop in the data. */
function subtreeOf(store: Store, menuId: string): Set<string> {
  const ids = new Set([menuId]);
  for (let grown = true, steps = 0; grown && steps <= store.menus.count(); steps += 1) {
    const size = ids.size;
    for (const menu of store.menus.all()) if (menu.parentId !== null && ids.has(menu.parentId)) ids.add(menu.id);
    grown = ids.size > size;
  }
  return ids;
}

/**
 * Whether `change` to `menu` (null: a delete) takes from a role something of what it grants: a
 * delete takes the menu; an edit takes every action it removes or unbinds a resource from, and a
 * move changes the sidebar of whoever holds the menu or a menu below it.
 */
function takesFrom(
  store: Store,
  menu: Readonly<MenuRecord>,
  change: MenuChange | null,
): (role: Readonly<RoleRecord>) => boolean {
  if (change === null) return (role) => role.menus.some((grant) => grant.menuId === menu.id);
  const nextOf = (code: string) => change.actions.find((action) => action.code === code);
  const kept = (old: Readonly<MenuActionRecord>) => {
    const now = nextOf(old.code);
    return now !== undefined && old.resourceIds.every((id) => now.resourceIds.includes(id));
  };
  const narrowed = menu.actions.filter((old) => !kept(old)).map((old) => old.code);
  const moved = change.parentId !== menu.parentId ? subtreeOf(store, menu.id) : new Set<string>();
  return (role) =>
    role.menus.some(
      (grant) =>
        moved.has(grant.menuId) ||
        (grant.menuId === menu.id && grant.actionCodes.some((code) => narrowed.includes(code))),
    );
}

/**
 * Throws unless `caller` may make `change` to `menu` (an edit), or delete it (`change` null). A
 * non-root caller must hold the menu; actions they do not hold stay as they are; new bindings open
 * only calls they can make; and nothing a role they may not change (the administrator role, or
 * one above them) grants is taken away: no action removed, no resource unbound, the menu neither
 * deleted nor moved (nor one above a menu that role holds).
 */
export function assertMayChangeMenu(
  store: Store,
  caller: Readonly<UserRecord>,
  menu: Readonly<MenuRecord>,
  change: MenuChange | null,
): void {
  if (isRoot(store, caller)) return;
  const holds = holder(store, caller);
  if (!holds([{ menuId: menu.id, actionCodes: [] }])) refuse('menu_not_held');
  const next = change?.actions ?? [];
  const nextOf = (code: string) => next.find((action) => action.code === code);
  if (
    menu.actions.some(
      (old) => !holds([{ menuId: menu.id, actionCodes: [old.code] }]) && !sameAction(old, nextOf(old.code)),
    )
  )
    refuse('action_not_held');
  assertAttachable(store, caller, next, menu.actions);
  const mayChange = roleChanger(store, caller);
  const takes = takesFrom(store, menu, change);
  if (store.roles.all().some((role) => takes(role) && !mayChange(role))) refuse('take_away');
}

/**
 * Throws unless `caller` may change `resource` to `next` (an edit), or delete it (`next` null). A
 * non-root caller must hold every action the resource is bound to, and a bound resource may only
 * be pointed at a call the caller can already make (its own, so only its memo changes).
 */
export function assertMayChangeResource(
  store: Store,
  caller: Readonly<UserRecord>,
  resource: Readonly<ResourceRecord>,
  next: Pick<ResourceRecord, 'method' | 'path'> | null,
): void {
  if (isRoot(store, caller)) return;
  const bound = actionsHoldingResource(store, resource.id);
  if (!holder(store, caller)(bound.map((action) => ({ menuId: action.menuId, actionCodes: [action.code] }))))
    refuse('resource_bound');
  if (next !== null && bound.length > 0 && !canAccess(store, caller, next.method, next.path)) refuse('resource_call');
}
