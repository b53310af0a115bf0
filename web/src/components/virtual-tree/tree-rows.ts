/**
 * The rows a tree shows: only the items under open branches, so the work follows what is on
 * screen, not the size of the tree. Explicit stacks and queues, never recursion: a deep tree
 * cannot overflow the call stack.
 */

/** An item the virtual tree can draw: an id unique in the tree, and its children. */
export interface TreeItem<T> {
  id: string;
  children: readonly T[];
}

/** One visible row: the item, where it sits, and its place among its siblings (for `aria-posinset`). */
export interface TreeRow<T> {
  item: T;
  /** 0 for a top-level item. */
  depth: number;
  /** The parent's id, `null` at the top level. */
  parentId: string | null;
  /** 1-based position among its siblings. */
  posInSet: number;
  /** How many siblings it has, itself included. */
  setSize: number;
}

function siblingRows<T extends TreeItem<T>>(items: readonly T[], depth: number, parentId: string | null): TreeRow<T>[] {
  return items.map((item, i) => ({ item, depth, parentId, posInSet: i + 1, setSize: items.length }));
}

/** The rows shown when the branches in `open` are open, in display order: O(rows shown). */
export function visibleRows<T extends TreeItem<T>>(roots: readonly T[], open: ReadonlySet<string>): TreeRow<T>[] {
  const rows: TreeRow<T>[] = [];
  const stack = siblingRows(roots, 0, null).reverse();
  for (let row = stack.pop(); row; row = stack.pop()) {
    rows.push(row);
    if (row.item.children.length === 0 || !open.has(row.item.id)) continue;
    const children = siblingRows(row.item.children, row.depth + 1, row.item.id);
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]!);
  }
  return rows;
}

/** Every item with children: the tree fully open. */
export function allBranches<T extends TreeItem<T>>(roots: readonly T[]): Set<string> {
  const open = new Set<string>();
  const stack = [...roots];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (item.children.length === 0) continue;
    open.add(item.id);
    for (const child of item.children) stack.push(child);
  }
  return open;
}

/**
 * The branches to open at first: whole levels, top down, for as long as the rows shown stay
 * within `budget`. A small tree opens entirely; a large one shows its top level and waits to be
 * opened, so the first paint costs a screenful, not the tree.
 */
export function openWithin<T extends TreeItem<T>>(roots: readonly T[], budget: number): Set<string> {
  const open = new Set<string>();
  let shown = roots.length;
  let level: readonly T[] = roots;
  for (;;) {
    const branches = level.filter((item) => item.children.length > 0);
    const next = branches.flatMap((item) => item.children);
    if (next.length === 0 || shown + next.length > budget) return open;
    for (const branch of branches) open.add(branch.id);
    shown += next.length;
    level = next;
  }
}
