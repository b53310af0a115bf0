/**
 * A clean copy of a menu tree as the server sent it: only well-formed nodes, each object once,
 * at most `MAX_ROUTE_DEPTH` levels. The store keeps this copy, because Redux Toolkit's dev checks
 * and Immer's freezing walk state recursively and would choke on a cyclic or absurdly deep tree.
 */
import { Icons } from '@blueprintjs/icons';
import { type TreeNode, walkForest } from '../../lib/walk-forest';
import { MAX_ROUTE_DEPTH } from './menu-patterns';
import type { MenuNode } from './types';

type MenuAction = MenuNode['actions'][number];

const isString = (value: unknown): value is string => typeof value === 'string';

function actionsOf(value: unknown): MenuAction[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((action: unknown) => {
    const { code, name } = (typeof action === 'object' && action !== null ? action : {}) as Record<string, unknown>;
    return isString(code) ? [{ code, name: isString(name) ? name : code }] : [];
  });
}

function toNode(raw: TreeNode): MenuNode | undefined {
  const { id, routeName, routePath, component, name, icon, showStatus, sequence, href } = raw;
  if (!isString(routeName) || !isString(routePath)) return undefined;
  return {
    id: isString(id) ? id : routeName,
    routeName,
    routePath,
    component: isString(component) ? component : '',
    name: isString(name) ? name : routeName,
    // The contract's fallback for a name it does not allow; Blueprint's list is the contract's (scripts/gen-menu-icons.ts).
    icon: isString(icon) && Icons.isValidIconName(icon) ? icon : 'blank',
    showStatus: showStatus === 2 ? 2 : 1,
    sequence: typeof sequence === 'number' ? sequence : 0,
    ...(isString(href) && { href }),
    actions: actionsOf(raw.actions),
    children: [],
  };
}

/**
 * Freezes a sanitized tree, children before parents. Immer would freeze it as it enters the store,
 * but through a generic walk over every property (a tenth of a second at 10 000 menus on a slow
 * machine); a tree already frozen at its root is left as it is.
 */
function freezeTree(nodes: MenuNode[]): readonly MenuNode[] {
  for (const node of nodes) {
    freezeTree(node.children);
    node.actions.forEach((action) => Object.freeze(action));
    Object.freeze(node.actions);
    Object.freeze(node);
  }
  return Object.freeze(nodes);
}

/** The well-formed part of `tree` (anything not an array gives an empty tree), frozen. */
export function sanitizeMenuTree(tree: unknown): MenuNode[] {
  const roots: MenuNode[] = [];
  walkForest<MenuNode>(
    tree,
    (raw, parent) => {
      const node = toNode(raw);
      if (node) (parent ? parent.children : roots).push(node);
      return node;
    },
    { maxDepth: MAX_ROUTE_DEPTH },
  );
  // The store's state is read-only anyway; its type stays the contract's mutable MenuNode[].
  return freezeTree(roots) as MenuNode[];
}
