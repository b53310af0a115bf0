/**
 * Pure functions from the server's menu tree to the router's routes, the permission list and the
 * sidebar entries. The tree comes over the network, so every function accepts a malformed one:
 * odd nodes are skipped, never thrown on, and a node object reachable twice is used once.
 */
import { isHttpUrl } from '../../lib/safe-url';
import { type TreeNode, walkForest } from '../../lib/walk-forest';
import type { MenuEntry, MenuNode, RouteDescriptor } from './types';

/**
 * Routes nest at most this deep; deeper nodes are dropped. The router, the sidebar and the
 * breadcrumb all recurse over routes, and no real menu comes close.
 */
export const MAX_ROUTE_DEPTH = 16;

/** The component of a route whose server value is malformed. */
export const FALLBACK_COMPONENT = 'fallback';

const LAYOUT_COMPONENT = /^\/layouts\/[A-Za-z]+$/;
const PAGE_COMPONENT = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** `component` when it names a layout or a page folder in the expected form, else `'fallback'`. */
export function resolveComponent(component: unknown): string {
  return typeof component === 'string' && (LAYOUT_COMPONENT.test(component) || PAGE_COMPONENT.test(component))
    ? component
    : FALLBACK_COMPONENT;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function absolutePath(routePath: string, parentPath: string | undefined): string {
  if (routePath.startsWith('/')) return routePath;
  const base = parentPath && parentPath !== '/' ? parentPath : '';
  return `${base}/${routePath}`;
}

function toRoute(node: TreeNode, parent: RouteDescriptor | undefined): RouteDescriptor | undefined {
  const name = text(node.routeName);
  const routePath = text(node.routePath);
  if (!name || !routePath) return undefined;
  const icon = text(node.icon);
  const href = text(node.href);
  return {
    path: absolutePath(routePath, parent?.path),
    name,
    component: resolveComponent(node.component),
    meta: { title: text(node.name) ?? name, hidden: node.showStatus === 2, ...(icon && { icon }), ...(href && { href }) },
    children: [],
  };
}

/** Appends `child` to `parent`'s children (or to `roots`); the first child is the redirect. */
function attach<T extends { children: T[] }>(roots: T[], parent: T | undefined, child: T, onFirst?: (p: T) => void): void {
  if (!parent) {
    roots.push(child);
    return;
  }
  if (parent.children.length === 0) onFirst?.(parent);
  parent.children.push(child);
}

/**
 * The server's menu tree as route descriptors. A node without a `routeName` or `routePath` is
 * dropped with its subtree; nodes deeper than `MAX_ROUTE_DEPTH` are dropped.
 */
export function buildRoutes(tree: readonly MenuNode[]): RouteDescriptor[] {
  const roots: RouteDescriptor[] = [];
  walkForest<RouteDescriptor>(
    tree,
    (node, parent) => {
      const route = toRoute(node, parent);
      if (route) attach(roots, parent, route, (p) => (p.redirect = route.path));
      return route;
    },
    { maxDepth: MAX_ROUTE_DEPTH },
  );
  return roots;
}

/** `<routeName>.<actionCode>` for every action of every node at any depth, each once. */
export function collectPermissions(tree: readonly MenuNode[]): string[] {
  const permissions = new Set<string>();
  walkForest<true>(tree, (node) => {
    const routeName = text(node.routeName);
    if (routeName && Array.isArray(node.actions)) {
      for (const action of node.actions as unknown[]) {
        const code = typeof action === 'object' && action !== null ? text((action as TreeNode).code) : undefined;
        if (code) permissions.add(`${routeName}.${code}`);
      }
    }
    return true;
  });
  return [...permissions];
}

/**
 * Sidebar entries from routes: hidden routes are skipped with their subtree, and an `href` is
 * kept only when it is an `http:` or `https:` URL.
 */
export function routesToMenuEntries(routes: readonly RouteDescriptor[]): MenuEntry[] {
  const roots: MenuEntry[] = [];
  walkForest<MenuEntry>(
    routes,
    (node, parent) => {
      const route = node as unknown as RouteDescriptor;
      if (typeof route.meta !== 'object' || route.meta === null || route.meta.hidden) return undefined;
      const { title, icon, href } = route.meta;
      const entry: MenuEntry = {
        name: route.name,
        path: route.path,
        title,
        ...(icon && { icon }),
        ...(isHttpUrl(href) && { href }),
        children: [],
      };
      attach(roots, parent, entry);
      return entry;
    },
    { maxDepth: MAX_ROUTE_DEPTH },
  );
  return roots;
}
