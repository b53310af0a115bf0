/**
 * Which menu routes a navigation needs: the menu's route descriptors indexed by path and placed
 * where the router nests them, and the branch from the routes the router holds down to the route a
 * path lands on. Adding only that branch keeps each router patch small: React Router re-ranks every
 * route it holds on each patch, and one patch of a 10 000-route tree alone takes a third of a
 * second; route objects are made only for the branch, too.
 */
import type { NonIndexRouteObject, RouteObject } from 'react-router-dom';
import { type RouteDescriptor, isBelow } from '../../features/menu';
import { type MenuRouteOptions, menuRouteId, toRouteObject } from './menu-routes';

/** One menu route and the route the router nests it under (`undefined`: the main layout). */
interface Placed {
  descriptor: RouteDescriptor;
  parent: Placed | undefined;
}

/** A menu's routes by absolute path (lower case, as React Router matches by default). */
export type MenuRouteIndex = ReadonlyMap<string, Placed>;

/** What to add to the router for one navigation: `route` (holding only the branch) under `parentId`. */
export interface MenuRoutePatch {
  parentId: string;
  route: RouteObject;
  /** Ids of every menu route in `route`, to remember as added. */
  ids: string[];
}

/**
 * Indexes the routes by path, each placed under its parent when its path lies below the parent's
 * (React Router nests only such paths) and at the top otherwise; the first of a path, depth first,
 * wins.
 */
export function indexMenuRoutes(routes: readonly RouteDescriptor[]): MenuRouteIndex {
  const index = new Map<string, Placed>();
  const stack: { descriptor: RouteDescriptor; parent: Placed | undefined }[] = routes
    .map((descriptor) => ({ descriptor, parent: undefined }))
    .reverse();
  for (let item = stack.pop(); item; item = stack.pop()) {
    const placed: Placed = item;
    const key = placed.descriptor.path.toLowerCase();
    if (!index.has(key)) index.set(key, placed);
    const { children, path } = placed.descriptor;
    for (let i = children.length - 1; i >= 0; i -= 1) {
      const child = children[i]!;
      stack.push({ descriptor: child, parent: isBelow(child.path, path) ? placed : undefined });
    }
  }
  return index;
}

/** The deepest indexed route whose path holds `pathname` (`/a/b` holds `/a/b/c`). */
function deepestHolder(index: MenuRouteIndex, pathname: string): Placed | undefined {
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
  const chain: Placed[] = [];
  for (let at = deepestHolder(index, pathname); at && !added.has(menuRouteId(at.descriptor.name)); at = at.parent)
    chain.unshift(at);
  if (chain.length === 0) return undefined;
  const build = ({ descriptor, parent }: Placed): NonIndexRouteObject =>
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
