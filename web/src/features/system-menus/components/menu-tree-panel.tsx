import { Classes, Icon, type IconName, NonIdealState, Tag, Tree, type TreeNodeInfo } from '@blueprintjs/core';
import { useState } from 'react';
import { messages } from '../../../i18n';
import type { MenuNode } from '../api';

const menuTexts = messages.systemMenus;

/** Props of `MenuTreePanel`. */
export interface MenuTreePanelProps {
  tree: readonly MenuNode[];
  selectedId: string | null;
  onSelect: (node: MenuNode) => void;
}

function toTreeNode(node: MenuNode, selectedId: string | null, collapsed: ReadonlySet<string>): TreeNodeInfo<MenuNode> {
  return {
    id: node.id,
    // The server names the icon; an unknown name draws an empty icon rather than failing.
    icon: <Icon icon={node.icon as IconName} className={Classes.TREE_NODE_ICON} />,
    label: node.name,
    secondaryLabel: node.showStatus === 2 ? <Tag minimal>{menuTexts.hidden}</Tag> : <span className="app-menu-tree__route">{node.routePath}</span>,
    isSelected: node.id === selectedId,
    isExpanded: !collapsed.has(node.id),
    nodeData: node,
    childNodes: node.children.length > 0 ? node.children.map((child) => toTreeNode(child, selectedId, collapsed)) : undefined,
  };
}

/** The whole menu tree, every branch open at first; clicking a menu selects it for the form. */
export function MenuTreePanel({ tree, selectedId, onSelect }: MenuTreePanelProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string | number, open: boolean) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (open) next.delete(String(id));
      else next.add(String(id));
      return next;
    });
  if (tree.length === 0) return <NonIdealState icon="diagram-tree" title={menuTexts.noMenus} />;
  return (
    <Tree<MenuNode>
      className="app-menu-tree"
      contents={tree.map((node) => toTreeNode(node, selectedId, collapsed))}
      onNodeClick={(node) => node.nodeData && onSelect(node.nodeData)}
      onNodeExpand={(node) => toggle(node.id, true)}
      onNodeCollapse={(node) => toggle(node.id, false)}
    />
  );
}
