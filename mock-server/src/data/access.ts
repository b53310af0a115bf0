import { grantsOf } from './menu-tree';
import type { Store } from './store';
import type { UserRecord } from './types';

/**
 * Whether the user's roles hold a menu action whose resource is `method` + `routePath` (the Hapi
 * route template, e.g. `/api/v1/users/{id}`): the guard of every system endpoint (issue 5).
 */
export function canAccess(store: Store, user: Readonly<UserRecord>, method: string, routePath: string): boolean {
  const wanted = method.toUpperCase();
  const resource = store.resources.find((r) => r.method === wanted && r.path === routePath);
  if (!resource) return false;
  for (const [menuId, codes] of grantsOf(store, user)) {
    const menu = store.menus.get(menuId);
    if (menu?.actions.some((a) => codes.has(a.code) && a.resourceIds.includes(resource.id))) return true;
  }
  return false;
}
