import { isRoot } from './built-ins';
import { grantsOf } from './menu-tree';
import type { Store } from './store';
import type { UserRecord } from './types';

/**
 * Whether the user may call `method` + `routePath` (the Hapi route template, e.g.
 * `/api/v1/users/{id}`): `root` always, anyone else when their enabled roles hold a menu action
 * with that resource. The guard of every system endpoint and the demo list. Root is
 * exempt so that no edit of roles, menus or resources can lock the administrator out.
 */
export function canAccess(store: Store, user: Readonly<UserRecord>, method: string, routePath: string): boolean {
  if (isRoot(store, user)) return true;
  const wanted = method.toUpperCase();
  const resource = store.resources.find((r) => r.method === wanted && r.path === routePath);
  if (!resource) return false;
  for (const [menuId, codes] of grantsOf(store, user)) {
    const menu = store.menus.get(menuId);
    if (menu?.actions.some((a) => codes.has(a.code) && a.resourceIds.includes(resource.id))) return true;
  }
  return false;
}
