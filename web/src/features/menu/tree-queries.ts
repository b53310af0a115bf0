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

/** The path of the route named `name`, searched depth first, or `undefined`. */
export function findRoutePath(routes: readonly RouteDescriptor[], name: string): string | undefined {
  for (const route of routes) {
    if (route.name === name) return route.path;
    const found = findRoutePath(route.children, name);
    if (found) return found;
  }
  return undefined;
}
