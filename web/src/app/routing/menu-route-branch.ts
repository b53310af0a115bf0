/**
 * Which menu routes a navigation needs: the route objects of one menu tree indexed by absolute
 * path, and the branch from the router's known routes down to the route a path lands on. Adding
 * only that branch keeps each router patch small: React Router re-ranks every route it holds on
 * each patch, and one patch of a 10 000-route tree alone takes a third of a second.
 */
import type { NonIndexRouteObject, RouteObject } from 'react-router-dom';

/** One menu route object and where it sits in the router. */
interface Placed {
  route: RouteObject;
  /** The route it nests under, or `undefined` under the main layout. */
  parent: Placed | undefined;
}

/** A menu's route objects by absolute path (lower case, as React Router matches by default). */
export type MenuRouteIndex = ReadonlyMap<string, Placed>;

/** What to add to the router for one navigation: `route` (pruned to the branch) under `parentId`. */
export interface MenuRoutePatch {
  parentId: string;
  route: RouteObject;
  /** Ids of every route in `route`, to remember as added. */
  ids: string[];
}

const joinPath = (parentPath: string, path: string): string => (parentPath === '/' ? `/${path}` : `${parentPath}/${path}`).toLowerCase();

/** Indexes route objects (as `toRouteObjects` nests them) by absolute path; the first of a path wins, as in React Router's ranking. */
export function indexMenuRoutes(routes: readonly RouteObject[]): MenuRouteIndex {
  const index = new Map<string, Placed>();
  const stack = routes.map((route) => ({ route, parent: undefined as Placed | undefined, parentPath: '/' })).reverse();
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { route, parent, parentPath } = item;
    if (!route.id || route.path === undefined) continue;
    const path = joinPath(parentPath, route.path);
    const placed: Placed = { route, parent };
    if (!index.has(path)) index.set(path, placed);
    const children = route.children ?? [];
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push({ route: children[i]!, parent: placed, parentPath: path });
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
 * A menu route (never an index route: those carry no id) without its menu children, which are
 * added when a navigation needs them; its id-less children (a parent's index redirect) stay.
 */
const withoutMenuChildren = (route: RouteObject): NonIndexRouteObject => {
  const { children, ...rest } = route as NonIndexRouteObject;
  return { ...rest, children: children?.filter((child) => !child.id) ?? [] };
};

/**
 * The routes a navigation to `pathname` needs that the router lacks: the branch from the
 * highest route not yet `added` down to the deepest route holding the path, each route pruned to
 * that branch; `undefined` when the path is not the menu's or its routes are all there.
 */
export function branchToAdd(index: MenuRouteIndex, pathname: string, added: ReadonlySet<string>, mainId: string): MenuRoutePatch | undefined {
  const chain: Placed[] = [];
  for (let at = deepestHolder(index, pathname); at && !added.has(at.route.id!); at = at.parent) chain.unshift(at);
  if (chain.length === 0) return undefined;
  let route: RouteObject = withoutMenuChildren(chain[chain.length - 1]!.route);
  for (let i = chain.length - 2; i >= 0; i -= 1) {
    const pruned = withoutMenuChildren(chain[i]!.route);
    route = { ...pruned, children: [...(pruned.children ?? []), route] };
  }
  return { parentId: chain[0]!.parent?.route.id ?? mainId, route, ids: chain.map((placed) => placed.route.id!) };
}
