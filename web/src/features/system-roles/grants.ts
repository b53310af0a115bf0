/**
 * A role's grants as the tree of checkboxes edits them (pure). Checking a menu grants it, its
 * actions and everything below it; a granted menu also grants its ancestors (without their
 * actions), since a menu only shows under a granted parent. Unchecking takes the subtree away and
 * drops ancestors left with nothing granted. Only what the signed-in user holds can be granted
 * (`Holdings`, everything by default): a checked menu grants its held part only.
 */
import { HOLDS_EVERYTHING, type Holdings, holdsAction, holdsMenu } from '@/features/crud';
import type { MenuNode, RoleMenu } from './api';

/** Granted menus by id, each with its granted action codes. */
export type Grants = Readonly<Record<string, readonly string[]>>;

/** A menu's checkbox: all of its subtree granted, none, or part. */
export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

/** Every menu by id with its parent's id. */
export type MenuIndex = ReadonlyMap<string, { node: MenuNode; parentId: string | null }>;

/** Indexes a tree in its order (iteratively: parents before children, siblings in order). */
export function indexMenus(tree: readonly MenuNode[]): MenuIndex {
  const index = new Map<string, { node: MenuNode; parentId: string | null }>();
  const stack: { node: MenuNode; parentId: string | null }[] = tree.map((node) => ({ node, parentId: null })).reverse();
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (index.has(item.node.id)) continue;
    index.set(item.node.id, item);
    const parentId = item.node.id;
    stack.push(...item.node.children.map((child) => ({ node: child, parentId })).reverse());
  }
  return index;
}

function subtree(node: MenuNode): MenuNode[] {
  const nodes: MenuNode[] = [];
  const stack = [node];
  for (let next = stack.pop(); next; next = stack.pop()) {
    nodes.push(next);
    stack.push(...next.children);
  }
  return nodes;
}

/** The held part of a subtree: its held menus, each with its held action codes. */
function heldSubtree(node: MenuNode, holdings: Holdings): { id: string; codes: string[] }[] {
  return subtree(node)
    .filter((menu) => holdsMenu(holdings, menu.id))
    .map((menu) => ({
      id: menu.id,
      codes: menu.actions.map((action) => action.code).filter((code) => holdsAction(holdings, menu.id, code)),
    }));
}

/** Whether all, none or part of what `holdings` may grant of the menu, its actions and its descendants is granted. */
export function checkState(node: MenuNode, grants: Grants, holdings: Holdings = HOLDS_EVERYTHING): CheckState {
  let total = 0;
  let granted = 0;
  for (const menu of heldSubtree(node, holdings)) {
    const codes = grants[menu.id];
    total += 1 + menu.codes.length;
    if (codes) granted += 1 + menu.codes.filter((code) => codes.includes(code)).length;
  }
  return granted === 0 ? 'unchecked' : granted === total ? 'checked' : 'indeterminate';
}

function withAncestors(index: MenuIndex, grants: Record<string, readonly string[]>, menuId: string): void {
  for (
    let parent = index.get(menuId)?.parentId ?? null;
    parent !== null;
    parent = index.get(parent)?.parentId ?? null
  ) {
    grants[parent] ??= [];
  }
}

function pruneAncestors(index: MenuIndex, grants: Record<string, readonly string[]>, menuId: string): void {
  for (
    let parent = index.get(menuId)?.parentId ?? null;
    parent !== null;
    parent = index.get(parent)?.parentId ?? null
  ) {
    const node = index.get(parent)?.node;
    const keep = (grants[parent]?.length ?? 0) > 0 || (node?.children.some((child) => child.id in grants) ?? false);
    if (keep) return;
    delete grants[parent];
  }
}

/** The tree a change applies to and what the signed-in user may grant in it (everything by default). */
export interface GrantScope {
  index: MenuIndex;
  holdings?: Holdings;
}

/** Grants (or takes away) a menu with its actions and its whole subtree, as far as the scope's holdings reach. */
export function setMenu(
  { index, holdings = HOLDS_EVERYTHING }: GrantScope,
  grants: Grants,
  menuId: string,
  checked: boolean,
): Grants {
  const node = index.get(menuId)?.node;
  if (!node || !holdsMenu(holdings, menuId)) return grants;
  const next: Record<string, readonly string[]> = { ...grants };
  for (const menu of heldSubtree(node, holdings)) {
    if (checked) next[menu.id] = menu.codes;
    else delete next[menu.id];
  }
  if (checked) withAncestors(index, next, menuId);
  else pruneAncestors(index, next, menuId);
  return next;
}

/** Grants (or takes away) one action the scope's holdings reach; granting it grants its menu and the menu's ancestors. */
export function setAction(
  { index, holdings = HOLDS_EVERYTHING }: GrantScope,
  grants: Grants,
  action: { menuId: string; code: string },
  checked: boolean,
): Grants {
  const { menuId, code } = action;
  const node = index.get(menuId)?.node;
  if (!node || !holdsAction(holdings, menuId, code) || (!checked && !(menuId in grants))) return grants;
  const held = new Set(grants[menuId] ?? []);
  if (checked) held.add(code);
  else held.delete(code);
  // In the menu's own order, so the saved role reads like the tree.
  const next: Record<string, readonly string[]> = {
    ...grants,
    [menuId]: node.actions.map((action) => action.code).filter((c) => held.has(c)),
  };
  if (checked) withAncestors(index, next, menuId);
  return next;
}

/** The grants of a role's `menus`. */
export function grantsFromRole(menus: readonly RoleMenu[]): Grants {
  return Object.fromEntries(menus.map((menu) => [menu.menuId, menu.actions]));
}

/** The role's `menus` for the grants, in tree order; grants of menus not in the tree are dropped. */
export function grantsToRole(index: MenuIndex, grants: Grants): RoleMenu[] {
  return [...index.keys()]
    .filter((id) => id in grants)
    .map((menuId) => ({ menuId, actions: [...(grants[menuId] ?? [])] }));
}
