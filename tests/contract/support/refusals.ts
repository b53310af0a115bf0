import type { components } from '../../../shared/contract/schema';

/** The contract's reason of a refusal. */
export type ErrorReason = components['schemas']['ErrorReason'];

/** The privilege rules' reasons and the developer message each carries (decisions.md, "Sessions, privileges and durability"). */
export const PRIVILEGE_MESSAGES = {
  own_roles: 'you cannot change your own roles',
  own_status: 'you cannot change your own status',
  own_account: 'you cannot delete your own account',
  root_only: 'only root can change the root account',
  root_disabled: 'root cannot be disabled',
  root_deleted: 'root cannot be deleted',
  admin_role: 'only root can change the administrator role',
  grant_not_held: 'you cannot grant menus or actions you do not hold',
  assign_not_held: 'you cannot assign a role whose grants you do not hold',
  user_above: 'you cannot change a user whose grants exceed yours',
  role_above: 'you cannot change a role whose grants you do not hold',
  menu_not_held: 'you cannot change a menu you do not hold',
  action_not_held: 'you cannot change an action you do not hold',
  attach_not_callable: 'you cannot attach a resource whose call you cannot make',
  take_away: 'you cannot take away what a role you cannot change grants',
  resource_bound: 'you cannot change a resource bound to actions you do not hold',
  resource_call: 'you cannot point a resource at a call you cannot make',
} as const satisfies Partial<Record<ErrorReason, string>>;

/** A privilege rule's reason. */
export type PrivilegeReason = keyof typeof PRIVILEGE_MESSAGES;

/** The error object of a refusal by privilege rule `reason`: HTTP 401, code 401. */
export const privilegeRefusal = (reason: PrivilegeReason) => ({ code: 401, reason, message: PRIVILEGE_MESSAGES[reason] });

/** The error object of the access guard's refusal: the caller's roles do not allow the call. */
export const NO_PERMISSION = { code: 401, reason: 'no_permission', message: 'no permission for this call' } as const;

/** The error object of a refused token (code 9999): invalid, expired or revoked. */
export const TOKEN_REFUSED = { code: 9999, reason: 'token_invalid', message: 'invalid or expired token' } as const;
