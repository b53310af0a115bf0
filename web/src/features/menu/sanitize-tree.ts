/**
 * The menu tree as it enters the app: the server's answer parsed once into the typed, frozen tree
 * the store keeps. Only well-formed nodes, each object once, at most `MAX_ROUTE_DEPTH` levels:
 * everything downstream (`menuModel`, the store's dev checks, Immer) reads it as typed data and
 * would choke on a cyclic or absurdly deep tree.
 */
import { Icons } from '@blueprintjs/icons';
import { type TreeNode, isTreeNode, mapForest } from '@/lib/walk-forest';
import { MAX_ROUTE_DEPTH } from './menu-patterns';
import type { MenuTree, MenuTreeNode } from './types';

type MenuAction = MenuTreeNode['actions'][number];

const isFilled = (value: unknown): value is string => typeof value === 'string' && value !== '';

function actionsOf(value: unknown): readonly MenuAction[] {
  const actions: MenuAction[] = [];
  if (Array.isArray(value)) {
    for (const action of value as unknown[]) {
      if (!isTreeNode(action) || !isFilled(action.code)) continue;
      const { code, name } = action;
      actions.push(Object.freeze({ code, name: isFilled(name) ? name : code }));
    }
  }
  return Object.freeze(actions);
}

/** `raw` (whose `routeName` and `routePath` are filled) as a frozen node with `children`, already sanitized. */
function toNode(raw: TreeNode, routeName: string, routePath: string, children: MenuTree): MenuTreeNode {
  const { id, component, name, icon, showStatus, sequence, href } = raw;
  return Object.freeze({
    id: isFilled(id) ? id : routeName,
    routeName,
    routePath,
    component: typeof component === 'string' ? component : '',
    name: isFilled(name) ? name : routeName,
    // The contract's fallback for a name it does not allow; Blueprint's list is the contract's (scripts/gen-menu-icons.ts).
    icon: typeof icon === 'string' && Icons.isValidIconName(icon) ? icon : 'blank',
    showStatus: showStatus === 2 ? 2 : 1,
    sequence: typeof sequence === 'number' ? sequence : 0,
    ...(isFilled(href) && { href }),
    actions: actionsOf(raw.actions),
    children,
  });
}

/** The well-formed part of `tree` (anything not an array gives an empty tree), frozen. */
export function sanitizeMenuTree(tree: unknown): MenuTree {
  // Each node is frozen as it is made: Immer would freeze the tree as it enters the store, but
  // through a generic walk over every property (a tenth of a second at 10 000 menus on a slow
  // machine). Plain recursion (`mapForest`): this runs on every menu load, before the sidebar paints.
  const nodes = mapForest<MenuTreeNode>(tree, MAX_ROUTE_DEPTH, (raw, mapChildren) => {
    const { routeName, routePath } = raw;
    if (!isFilled(routeName) || !isFilled(routePath)) return undefined;
    return toNode(raw, routeName, routePath, Object.freeze(mapChildren(raw.children)));
  });
  return Object.freeze(nodes);
}
