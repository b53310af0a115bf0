/**
 * A clean copy of a menu tree as the server sent it: only well-formed nodes, each object once,
 * at most `MAX_ROUTE_DEPTH` levels. The store keeps this copy, because Redux Toolkit's dev checks
 * and Immer's freezing walk state recursively and would choke on a cyclic or absurdly deep tree.
 */
import { Icons } from '@blueprintjs/icons';
import { type TreeNode, isTreeNode, mapForest } from '../../lib/walk-forest';
import { MAX_ROUTE_DEPTH } from './menu-patterns';
import type { MenuNode } from './types';

type MenuAction = MenuNode['actions'][number];

const isString = (value: unknown): value is string => typeof value === 'string';

function actionsOf(value: unknown): readonly MenuAction[] {
  const actions: MenuAction[] = [];
  if (Array.isArray(value)) {
    for (const action of value as unknown[]) {
      if (!isTreeNode(action) || !isString(action.code)) continue;
      const { code, name } = action;
      actions.push(Object.freeze({ code, name: isString(name) ? name : code }));
    }
  }
  return Object.freeze(actions);
}

/** `raw` (whose `routeName` and `routePath` are strings) as a frozen node with `children`, already sanitized. */
function toNode(raw: TreeNode, routeName: string, routePath: string, children: readonly MenuNode[]): MenuNode {
  const { id, component, name, icon, showStatus, sequence, href } = raw;
  const node: MenuNode = {
    id: isString(id) ? id : routeName,
    routeName,
    routePath,
    component: isString(component) ? component : '',
    name: isString(name) ? name : routeName,
    // The contract's fallback for a name it does not allow; Blueprint's list is the contract's (scripts/gen-menu-icons.ts).
    icon: isString(icon) && Icons.isValidIconName(icon) ? icon : 'blank',
    showStatus: showStatus === 2 ? 2 : 1,
    sequence: typeof sequence === 'number' ? sequence : 0,
    actions: actionsOf(raw.actions) as MenuAction[],
    children: children as MenuNode[],
  };
  if (isString(href)) node.href = href;
  return Object.freeze(node);
}

/** The well-formed part of `tree` (anything not an array gives an empty tree), frozen. */
export function sanitizeMenuTree(tree: unknown): MenuNode[] {
  // Each node is frozen as it is made: Immer would freeze the tree as it enters the store, but
  // through a generic walk over every property (a tenth of a second at 10 000 menus on a slow
  // machine). Plain recursion (`mapForest`): this runs on every menu load, before the sidebar paints.
  const nodes = mapForest<MenuNode>(tree, MAX_ROUTE_DEPTH, (raw, _parent, mapChildren) => {
    const { routeName, routePath } = raw;
    if (!isString(routeName) || !isString(routePath)) return undefined;
    return toNode(raw, routeName, routePath, Object.freeze(mapChildren(raw.children)));
  });
  // The store's state is read-only anyway; its type stays the contract's mutable MenuNode[].
  return Object.freeze(nodes) as MenuNode[];
}
