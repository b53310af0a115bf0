import type { components } from '../../../../shared/contract/schema';
import type { Store } from '../../data/store';
import { foldName } from '../system-shared/fields';
import { assertValueFree } from '../system-shared/record-routes';
import { refusal } from '../../errors';

type RoleMenu = components['schemas']['RoleMenu'];

/** Throws a 400 unless `name` is free (case insensitive, after `nameKey`) for the role `selfId`. */
export function assertRoleNameFree(store: Store, name: string, selfId: string | null): void {
  const taken = { reason: 'duplicate_role_name', label: 'role name' } as const;
  assertValueFree(store.roles, selfId, (role) => role.name, name, taken, foldName);
}

/** Throws a 400 naming the first grant of a menu that does not exist or of an action the menu does not have. */
export function assertGrantsExist(store: Store, grants: readonly RoleMenu[]): void {
  for (const grant of grants) {
    const menu = store.menus.get(grant.menuId);
    if (!menu) throw refusal(400, 'unknown_menu', `menu ${grant.menuId} does not exist`);
    const missing = grant.actions.find((code) => !menu.actions.some((action) => action.code === code));
    if (missing !== undefined)
      throw refusal(400, 'unknown_action', `menu ${menu.routeName} has no action "${missing}"`);
  }
}
