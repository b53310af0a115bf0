/**
 * From the server's menu tree to route descriptors, what the router mounts. The tree comes over
 * the network, so a malformed one is accepted: odd nodes are skipped, never thrown on, and a node
 * object reachable twice is used once.
 */
import { menuTitle } from '../../i18n';
import { type TreeNode, mapForest, textField } from '../../lib/walk-forest';
import { MAX_ROUTE_DEPTH, absolutePath, resolveComponent } from './menu-patterns';
import type { MenuNode, RouteDescriptor, RouteHandle } from './types';

function toRoute(node: TreeNode, name: string, routePath: string, parentPath: string | undefined): RouteDescriptor {
  const icon = textField(node, 'icon');
  const href = textField(node, 'href');
  const meta: RouteDescriptor['meta'] = {
    title: menuTitle(name, textField(node, 'name') ?? name),
    hidden: node.showStatus === 2,
  };
  if (icon) meta.icon = icon;
  if (href) meta.href = href;
  return {
    path: absolutePath(routePath, parentPath),
    name,
    component: resolveComponent(node.component),
    meta,
    children: [],
  };
}

/**
 * The server's menu tree as route descriptors. A node without a `routeName` or `routePath` is
 * dropped with its subtree; nodes deeper than `MAX_ROUTE_DEPTH` are dropped; a parent redirects
 * to its first child.
 */
export function buildRoutes(tree: readonly MenuNode[]): RouteDescriptor[] {
  // Plain recursion (`mapForest`): it runs on every menu load, before the sidebar can paint.
  return mapForest<RouteDescriptor>(tree, MAX_ROUTE_DEPTH, (node, parent, mapChildren) => {
    const name = textField(node, 'routeName');
    const routePath = textField(node, 'routePath');
    if (!name || !routePath) return undefined;
    const route = toRoute(node, name, routePath, parent?.path);
    route.children = mapChildren(node.children, route);
    if (route.children.length > 0) route.redirect = route.children[0]!.path;
    return route;
  });
}

/** What the router attaches to a route for the breadcrumb to read. */
export function routeHandle({ name, meta }: RouteDescriptor): RouteHandle {
  return { name, title: meta.title, ...(meta.icon && { icon: meta.icon }) };
}

/** Whether a matched route's `handle` is a {@link RouteHandle} (other routes carry none, or another shape). */
export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}
