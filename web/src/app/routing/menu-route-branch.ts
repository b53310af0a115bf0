/**
 * Which menu routes a navigation needs: the branch from the routes the router holds down to the
 * route a path lands on, found in the menu's routes by path (`selectMenuRoutesByPath`). Adding only
 * that branch keeps each router patch small: React Router re-ranks every route it holds on each
 * patch, and one patch of a 10 000-route tree alone takes a third of a second; route objects are
 * made only for the branch, too.
 */
import type { NonIndexRouteObject, RouteObject } from 'react-router-dom';
import type { MenuRouteIndex, PlacedRoute } from '@/features/menu';
import { type MenuRouteOptions, menuRouteId, toRouteObject } from './menu-routes';

/** What to add to the router for one navigation: `route` (holding only the branch) under `parentId`. */
export interface MenuRoutePatch {
  parentId: string;
  route: RouteObject;
  /** Ids of every menu route in `route`, to remember as added. */
  ids: string[];
}

/** The deepest indexed route whose path holds `pathname` (`/a/b` holds `/a/b/c`). */
function deepestHolder(index: MenuRouteIndex, pathname: string): PlacedRoute | undefined {
  let path = pathname.toLowerCase().replace(/\/+$/, '');
  while (path) {
    const found = index.get(path);
    if (found) return found;
    path = path.slice(0, path.lastIndexOf('/'));
  }
  return undefined;
}

/**
 * The routes a navigation to `pathname` needs that the router lacks: the branch from the highest
 * route whose id is not yet in `added` down to the deepest route holding the path, each holding
 * only its child on the branch; `undefined` when the path is not the menu's or its routes are all
 * there.
 */
export function branchToAdd(
  index: MenuRouteIndex,
  pathname: string,
  added: ReadonlySet<string>,
  { mainId, ...options }: MenuRouteOptions & { mainId: string },
): MenuRoutePatch | undefined {
  const chain: PlacedRoute[] = [];
  for (let at = deepestHolder(index, pathname); at && !added.has(menuRouteId(at.descriptor.name)); at = at.parent)
    chain.unshift(at);
  if (chain.length === 0) return undefined;
  const build = ({ descriptor, parent }: PlacedRoute): NonIndexRouteObject =>
    toRouteObject(descriptor, parent?.descriptor.path ?? '/', options);
  let branch: RouteObject = build(chain[chain.length - 1]!);
  for (let i = chain.length - 2; i >= 0; i -= 1) {
    const route = build(chain[i]!);
    branch = { ...route, children: [...(route.children ?? []), branch] };
  }
  const top = chain[0]!.parent;
  return {
    parentId: top ? menuRouteId(top.descriptor.name) : mainId,
    route: branch,
    ids: chain.map(({ descriptor }) => menuRouteId(descriptor.name)),
  };
}
