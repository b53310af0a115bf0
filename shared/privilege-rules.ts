import type { components } from './contract/schema';

/**
 * The privilege rules' developer messages by the contract's reason (README, "Privilege rules"):
 * the mock refuses with them and the contract suite expects them. It lives outside `web/`,
 * `mock-server/` and `tests/` so that none imports another for it.
 */
export const PRIVILEGE_RULES = {
  own_roles: 'you cannot change your own roles',
  own_status: 'you cannot change your own status',
  own_account: 'you cannot delete your own account',
  own_password: 'you cannot set your own password here, only with the old one',
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
} as const satisfies Partial<Record<components['schemas']['ErrorReason'], string>>;
