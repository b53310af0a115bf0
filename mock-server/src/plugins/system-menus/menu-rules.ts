import type { components } from '../../../../shared/contract/schema';
import { isMenuIcon } from '../../../../shared/menu-icons';
import { wouldBeOwnAncestor } from '../../data/references';
import type { Store } from '../../data/store';
import { fold } from '../system-shared/fields';
import { assertValueFree } from '../system-shared/record-routes';
import { refusal } from '../../errors';

type MenuParam = components['schemas']['SystemMenuParam'];

/**
 * Throws a 400 for the first broken rule of `param` as menu `selfId` (null when new): the parent
 * exists and is not the menu or below it, routeName and routePath are free, resources exist, the
 * icon is one the contract names (Blueprint's).
 */
export function assertMenuFits(store: Store, param: MenuParam, selfId: string | null): void {
  if (!isMenuIcon(param.icon))
    throw refusal(400, 'unknown_icon', 'icon is not a Blueprint icon name (MenuIcon in openapi.yaml)');
  if (param.parentId !== null) {
    if (!store.menus.get(param.parentId))
      throw refusal(400, 'unknown_parent', `parent menu ${param.parentId} does not exist`);
    if (selfId !== null && wouldBeOwnAncestor(store, selfId, param.parentId)) {
      throw refusal(400, 'menu_cycle', 'a menu cannot be its own ancestor: pick a parent outside its subtree');
    }
  }
  const nameTaken = { reason: 'duplicate_route_name', label: 'routeName' } as const;
  const pathTaken = { reason: 'duplicate_route_path', label: 'routePath' } as const;
  assertValueFree(store.menus, selfId, (menu) => menu.routeName, param.routeName, nameTaken, fold);
  assertValueFree(store.menus, selfId, (menu) => menu.routePath, param.routePath, pathTaken);
  for (const action of param.actions) {
    const missing = action.resourceIds.find((id) => !store.resources.get(id));
    if (missing !== undefined)
      throw refusal(400, 'unknown_resource', `resource ${missing} of action "${action.code}" does not exist`);
  }
}
