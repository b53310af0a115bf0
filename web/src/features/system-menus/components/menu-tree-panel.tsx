import { Classes, Icon, type IconName, NonIdealState, Tag } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import { allBranches, openWithin } from '@/components/virtual-tree/tree-rows';
import { VirtualTree } from '@/components/virtual-tree/virtual-tree';
import { systemMenus } from '@/i18n/page-messages';
import type { MenuNode } from '@/features/system-menus/api';

const menuTexts = systemMenus;

/** Rows a tree may show before anyone opens a branch: a small tree opens whole, a large one shows its top levels. */
const FIRST_ROWS = 100;

/** Props of `MenuTreePanel`. */
export interface MenuTreePanelProps {
  /** The roots of the loaded tree; a new array is a new response. */
  tree: readonly MenuNode[];
  /** The menu the form shows, if any. */
  selectedId: string | null;
  /** A menu clicked, or Enter or Space on it. */
  onSelect: (node: MenuNode) => void;
  /** The tree answers a search: every branch opens so each match shows in its place. @default false */
  searching?: boolean;
}

function MenuRow(node: MenuNode) {
  return (
    <>
      {/* The server names the icon; an unknown name draws an empty icon rather than failing. */}
      <Icon icon={node.icon as IconName} className={Classes.TREE_NODE_ICON} aria-hidden />
      <span className={Classes.TREE_NODE_LABEL}>{node.name}</span>
      <span className={Classes.TREE_NODE_SECONDARY_LABEL}>
        {node.showStatus === 2 ? (
          <Tag minimal>{menuTexts.hidden}</Tag>
        ) : (
          // The column cuts a long path with an ellipsis: the whole path shows on hover.
          <span className="app-menu-tree__route" title={node.routePath}>
            {node.routePath}
          </span>
        )}
      </span>
    </>
  );
}

/**
 * Which branches are open: at first the top levels while they fit in `FIRST_ROWS` rows, or the
 * whole tree for a search result; the user's own choice once they open or close a branch.
 */
function useOpenBranches(tree: readonly MenuNode[], searching: boolean) {
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null);
  const suggested = useMemo(() => (searching ? allBranches(tree) : openWithin(tree, FIRST_ROWS)), [tree, searching]);
  const onToggle = useCallback(
    (id: string, opened: boolean) =>
      setChosen((current) => {
        const next = new Set(current ?? suggested);
        if (opened) next.add(id);
        else next.delete(id);
        return next;
      }),
    [suggested],
  );
  return { open: chosen ?? suggested, onToggle };
}

/**
 * The menu tree, lazily opened: children are rendered when their branch opens, and only the rows
 * in view (`VirtualTree`). Clicking a menu (or Enter on it) selects it for the form.
 */
export function MenuTreePanel({ tree, searching = false, ...selection }: MenuTreePanelProps) {
  const branches = useOpenBranches(tree, searching);
  if (tree.length === 0) return <NonIdealState icon="diagram-tree" title={menuTexts.noMenus} />;
  return (
    <VirtualTree<MenuNode>
      className="app-menu-tree"
      label={menuTexts.treeLabel}
      roots={tree}
      renderContent={MenuRow}
      {...branches}
      {...selection}
    />
  );
}
