/**
 * Everything the app reads from the signed-in user's menu, derived from the sanitized tree in one
 * pass: the route descriptors the router mounts (by name, and by path as the router nests them),
 * the sidebar's entries as shown, the permissions, the menus held (by id) and where `/` leads.
 * The pass runs once per tree, before the sidebar's first paint: plain recursion over what
 * `sanitizeMenuTree` made (each node once, at most `MAX_ROUTE_DEPTH` levels), making nothing per
 * node but its results.
 */
import { menuTitle } from '@/i18n';
import { isHttpUrl } from '@/lib/safe-url';
import { HOME_PATH, absolutePath, isBelow, resolveComponent } from './menu-patterns';
import type { MenuEntry, MenuRouteIndex, MenuTree, MenuTreeNode, PlacedRoute, RouteDescriptor } from './types';

/** The views of one menu tree. */
export interface MenuModel {
  /** The route descriptors, in menu order; a parent redirects to its first child. */
  routes: readonly RouteDescriptor[];
  /** Route name → route; the first of a name, depth first, wins. */
  routesByName: ReadonlyMap<string, RouteDescriptor>;
  /** Each route placed under its parent when its path lies below the parent's; the first of a path, depth first, wins. */
  routesByPath: MenuRouteIndex;
  /**
   * The sidebar's entries as it shows them: hidden routes left out with their subtree, an `href`
   * kept only when it is `http:` or `https:`, and a parent with exactly one child shown as that child.
   */
  sidebar: readonly MenuEntry[];
  /** `<routeName>.<actionCode>` for every action of the tree, each once. */
  permissions: readonly string[];
  /** Menu id → its node: the menus and actions the user holds. */
  menusById: ReadonlyMap<string, MenuTreeNode>;
  /**
   * Where `/` leads: the home page when the sidebar shows it, else the first page it shows (depth
   * first: not hidden, no link out, no children), else the home page (a 401).
   */
  landingPath: string;
}

/** A node's sidebar entry with its children as shown, and the entry the sidebar shows in its place. */
interface EntryViews {
  expanded: MenuEntry;
  shown: MenuEntry;
}

function toRoute(node: MenuTreeNode, parentPath: string | undefined): RouteDescriptor {
  const meta: RouteDescriptor['meta'] = {
    title: menuTitle(node.routeName, node.name),
    icon: node.icon,
    hidden: node.showStatus === 2,
  };
  if (node.href !== undefined) meta.href = node.href;
  return {
    path: absolutePath(node.routePath, parentPath),
    name: node.routeName,
    component: resolveComponent(node.component),
    meta,
    children: [],
  };
}

function toEntryViews({ name, path, meta }: RouteDescriptor, children: readonly EntryViews[]): EntryViews {
  const expanded: MenuEntry = { name, path, title: meta.title, children: children.map((child) => child.shown) };
  if (meta.icon) expanded.icon = meta.icon;
  if (isHttpUrl(meta.href)) expanded.href = meta.href;
  return { expanded, shown: children.length === 1 ? children[0]!.expanded : expanded };
}

/** The views of the sanitized `tree` (see {@link MenuModel}), in one pass. */
export function menuModel(tree: MenuTree): MenuModel {
  const routesByName = new Map<string, RouteDescriptor>();
  const routesByPath = new Map<string, PlacedRoute>();
  const menusById = new Map<string, MenuTreeNode>();
  const permissions = new Set<string>();
  let firstPage: string | undefined;
  let homeShown = false;

  /** `shown`: no ancestor is hidden; `landable`: no ancestor is hidden or links out. */
  const level = (nodes: MenuTree, parent: PlacedRoute | undefined, shown: boolean, landable: boolean) => {
    const routes: RouteDescriptor[] = [];
    const entries: EntryViews[] = [];
    for (const node of nodes) {
      const route = toRoute(node, parent?.descriptor.path);
      const placed: PlacedRoute = {
        descriptor: route,
        parent: parent && isBelow(route.path, parent.descriptor.path) ? parent : undefined,
      };
      if (!routesByName.has(route.name)) routesByName.set(route.name, route);
      const pathKey = route.path.toLowerCase();
      if (!routesByPath.has(pathKey)) routesByPath.set(pathKey, placed);
      if (!menusById.has(node.id)) menusById.set(node.id, node);
      for (const { code } of node.actions) permissions.add(`${node.routeName}.${code}`);

      const showsHere = shown && !route.meta.hidden;
      const landsHere = landable && !route.meta.hidden && route.meta.href === undefined;
      const { children } = node;
      if (landsHere && children.length === 0) {
        firstPage ??= route.path;
        homeShown ||= route.path === HOME_PATH;
      }
      const below = level(children, placed, showsHere, landsHere);
      route.children = below.routes;
      if (route.children.length > 0) route.redirect = route.children[0]!.path;
      routes.push(route);
      if (showsHere) entries.push(toEntryViews(route, below.entries));
    }
    return { routes, entries };
  };

  const { routes, entries } = level(tree, undefined, true, true);
  return {
    routes,
    routesByName,
    routesByPath,
    sidebar: entries.map((entry) => entry.shown),
    permissions: [...permissions],
    menusById,
    landingPath: homeShown ? HOME_PATH : (firstPage ?? HOME_PATH),
  };
}
