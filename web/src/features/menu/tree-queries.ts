/** Questions asked of the menu: which permissions it grants, where a route name lives. */
import { type TreeNode, textField, walkForest } from '../../lib/walk-forest';
import type { MenuNode, RouteDescriptor } from './types';

/** `<routeName>.<actionCode>` for every action of every node at any depth, each once. */
export function collectPermissions(tree: readonly MenuNode[]): string[] {
  const permissions = new Set<string>();
  walkForest<true>(tree, (node) => {
    const routeName = textField(node, 'routeName');
    if (routeName && Array.isArray(node.actions)) {
      for (const action of node.actions as unknown[]) {
        const code = typeof action === 'object' && action !== null ? textField(action as TreeNode, 'code') : undefined;
        if (code) permissions.add(`${routeName}.${code}`);
      }
    }
    return true;
  });
  return [...permissions];
}

/**
 * Route name → route for every route at any depth; the first of a name, depth first, wins. One map
 * answers both where a name lives and what its page is titled, so the menu's routes are walked
 * once for both.
 */
export function routesByName(routes: readonly RouteDescriptor[]): ReadonlyMap<string, RouteDescriptor> {
  const byName = new Map<string, RouteDescriptor>();
  const visit = (list: readonly RouteDescriptor[]): void => {
    for (const route of list) {
      if (!byName.has(route.name)) byName.set(route.name, route);
      visit(route.children);
    }
  };
  visit(routes);
  return byName;
}
