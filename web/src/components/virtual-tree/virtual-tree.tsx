import { Classes } from '@blueprintjs/core';
import { ChevronRightIcon } from '@blueprintjs/icons';
import { type KeyboardEvent, type MouseEvent, type ReactNode, memo, useEffect, useMemo, useRef, useState } from 'react';
import { treeKeyAction } from './tree-keys';
import { type TreeItem, type TreeRow, visibleRows } from './tree-rows';
import { useRowWindow } from './use-row-window';
import './virtual-tree.css';

/** A row's height in pixels: Blueprint's tree node. */
const ROW_HEIGHT = 30;
/** Indent per level in pixels: Blueprint's tree. */
const INDENT = 22;

/** Props of `VirtualTree`. */
export interface VirtualTreeProps<T extends TreeItem<T>> {
  /** The top-level items. */
  roots: readonly T[];
  /** The ids of the branches whose children are shown. */
  open: ReadonlySet<string>;
  /** A branch asked to open or close (caret, → or ←). */
  onToggle: (id: string, open: boolean) => void;
  /** The selected item's id: its row is marked and is the tab stop until the keyboard moves. */
  selectedId: string | null;
  /** A row clicked, or Enter or Space on it. */
  onSelect: (item: T) => void;
  /** What a row shows after its caret (icon, label, secondary label); keep it stable: rows re-render only when it changes. */
  renderContent: (item: T) => ReactNode;
  /** The tree's accessible name. */
  label: string;
  /** Added to the tree's own classes (the scroll box). */
  className?: string;
}

interface RowProps<T extends TreeItem<T>> {
  row: TreeRow<T>;
  index: number;
  isOpen: boolean;
  selected: boolean;
  tabbable: boolean;
  renderContent: (item: T) => ReactNode;
}

function RowView<T extends TreeItem<T>>({ row, index, isOpen, selected, tabbable, renderContent }: RowProps<T>) {
  const branch = row.item.children.length > 0;
  return (
    <div
      role="treeitem"
      data-tree-id={row.item.id}
      aria-level={row.depth + 1}
      aria-posinset={row.posInSet}
      aria-setsize={row.setSize}
      aria-expanded={branch ? isOpen : undefined}
      aria-selected={selected}
      tabIndex={tabbable ? 0 : -1}
      className={`${Classes.TREE_NODE} app-virtual-tree__row${selected ? ` ${Classes.TREE_NODE_SELECTED}` : ''}`}
      style={{ top: index * ROW_HEIGHT }}
    >
      <div className={Classes.TREE_NODE_CONTENT} style={{ paddingLeft: row.depth * INDENT }}>
        {branch ? (
          <span
            data-tree-caret=""
            aria-hidden="true"
            className={`${Classes.TREE_NODE_CARET} ${isOpen ? Classes.TREE_NODE_CARET_OPEN : Classes.TREE_NODE_CARET_CLOSED}`}
          >
            <ChevronRightIcon />
          </span>
        ) : (
          <span className={Classes.TREE_NODE_CARET_NONE} />
        )}
        {renderContent(row.item)}
      </div>
    </div>
  );
}

// A scroll or a toggle re-renders the tree; rows whose props are unchanged are skipped.
const Row = memo(RowView) as typeof RowView;

/**
 * A tree that renders only what is on screen: the rows under open branches, and of those only the
 * ones in its scroll box (plus the focused one). Keyboard as the WAI-ARIA tree pattern (one tab
 * stop, arrows, Home, End, Enter, Space); every row carries its level, position and size, since
 * most of the tree is not in the document.
 */
export function VirtualTree<T extends TreeItem<T>>({
  roots,
  open,
  onToggle,
  selectedId,
  onSelect,
  renderContent,
  label,
  className,
}: VirtualTreeProps<T>) {
  const boxRef = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => visibleRows(roots, open), [roots, open]);
  const indexOf = useMemo(() => new Map(rows.map((row, i) => [row.item.id, i])), [rows]);
  const [activeId, setActiveId] = useState<string | null>(null);
  // The tab stop: the row last moved to, else the selected one, else the first.
  const active =
    [activeId, selectedId].map((id) => (id === null ? undefined : indexOf.get(id))).find((i) => i !== undefined) ?? 0;
  const { first, last, onScroll } = useRowWindow(boxRef, rows.length, ROW_HEIGHT);
  const focusActive = useRef(false);

  useEffect(() => {
    if (!focusActive.current) return;
    focusActive.current = false;
    const id = rows[active]?.item.id;
    const element = Array.from(boxRef.current?.querySelectorAll<HTMLElement>('[role=treeitem]') ?? []).find(
      (el) => el.dataset.treeId === id,
    );
    element?.focus({ preventScroll: true });
    // Absent from test DOMs.
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [active, rows]);

  const rowOf = (target: EventTarget): number | undefined => {
    const element = (target as Element).closest<HTMLElement>('[role=treeitem]');
    return element?.dataset.treeId === undefined ? undefined : indexOf.get(element.dataset.treeId);
  };
  const onClick = (event: MouseEvent) => {
    const index = rowOf(event.target);
    const row = index === undefined ? undefined : rows[index];
    if (!row) return;
    setActiveId(row.item.id);
    if ((event.target as Element).closest('[data-tree-caret]')) onToggle(row.item.id, !open.has(row.item.id));
    else onSelect(row.item);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const action = treeKeyAction(event.key, rows, active, open);
    const row = rows[active];
    if (!action || !row) return;
    event.preventDefault();
    if ('move' in action) {
      focusActive.current = true;
      setActiveId(rows[action.move]?.item.id ?? null);
    } else if ('toggle' in action) onToggle(action.toggle, action.open);
    else onSelect(row.item);
  };

  const shown: number[] = [];
  for (let i = first; i < last; i += 1) shown.push(i);
  if (active < first || active >= last) shown.push(active);
  return (
    // One listener for every row's clicks and keys, not one per row.
    <div
      ref={boxRef}
      role="tree"
      aria-label={label}
      className={`${Classes.TREE} app-virtual-tree${className ? ` ${className}` : ''}`}
      onScroll={onScroll}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <div className="app-virtual-tree__rows" style={{ height: rows.length * ROW_HEIGHT }}>
        {shown.map((i) => {
          const row = rows[i]!;
          return (
            <Row
              key={row.item.id}
              row={row}
              index={i}
              isOpen={open.has(row.item.id)}
              selected={row.item.id === selectedId}
              tabbable={i === active}
              renderContent={renderContent}
            />
          );
        })}
      </div>
    </div>
  );
}
