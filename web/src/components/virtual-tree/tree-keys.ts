import type { TreeItem, TreeRow } from './tree-rows';

/** What a key does on the active row: move to another row, open or close a branch, or select. */
export type TreeKeyAction = { move: number } | { toggle: string; open: boolean } | { select: true } | null;

/**
 * The WAI-ARIA tree pattern's keys on row `index` of `rows`: ↑ ↓ Home End move; → opens a closed
 * branch or enters an open one; ← closes an open branch or goes to the parent; Enter and Space
 * select. `null` for any other key (the browser keeps it).
 */
export function treeKeyAction<T extends TreeItem<T>>(
  key: string,
  rows: readonly TreeRow<T>[],
  index: number,
  open: ReadonlySet<string>,
): TreeKeyAction {
  const row = rows[index];
  if (!row) return null;
  const branch = row.item.children.length > 0;
  const isOpen = branch && open.has(row.item.id);
  switch (key) {
    case 'ArrowDown':
      return { move: Math.min(rows.length - 1, index + 1) };
    case 'ArrowUp':
      return { move: Math.max(0, index - 1) };
    case 'Home':
      return { move: 0 };
    case 'End':
      return { move: rows.length - 1 };
    case 'ArrowRight':
      if (!branch) return null;
      return isOpen ? { move: index + 1 } : { toggle: row.item.id, open: true };
    case 'ArrowLeft': {
      if (isOpen) return { toggle: row.item.id, open: false };
      if (row.parentId === null) return null;
      // The parent is the nearest row above one level up.
      let parent = index - 1;
      while (parent > 0 && rows[parent]!.depth >= row.depth) parent -= 1;
      return { move: parent };
    }
    case 'Enter':
    case ' ':
      return { select: true };
    default:
      return null;
  }
}
