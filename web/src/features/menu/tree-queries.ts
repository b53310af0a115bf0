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

/** Route name → path for every route at any depth; the first of a name, depth first, wins. */
export function routePathsByName(routes: readonly RouteDescriptor[]): ReadonlyMap<string, string> {
  const paths = new Map<string, string>();
  const visit = (list: readonly RouteDescriptor[]): void => {
    for (const route of list) {
      if (!paths.has(route.name)) paths.set(route.name, route.path);
      visit(route.children);
    }
  };
  visit(routes);
  return paths;
}
