import { Button, Checkbox, Tree, type TreeNodeInfo } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { HOLDS_EVERYTHING, type Holdings, holdsAction, holdsMenu } from '@/features/crud';
import { format } from '@/i18n';
import { systemRoles } from '@/i18n/page-messages';
import type { MenuNode } from '@/features/system-roles/api';
import {
  type Grants,
  type MenuIndex,
  checkState,
  indexMenus,
  setAction,
  setMenu,
} from '@/features/system-roles/grants';

const roleTexts = systemRoles;

/** Props of `GrantsTree`. */
export interface GrantsTreeProps {
  /** The whole menu tree, with every action. */
  tree: readonly MenuNode[];
  grants: Grants;
  /** What the signed-in user holds: the only menus and actions they may grant; the rest is disabled. @default HOLDS_EVERYTHING */
  holdings?: Holdings;
  onChange: (grants: Grants) => void;
}

/** What every node of one tree shares. */
interface TreeContext {
  index: MenuIndex;
  grants: Grants;
  holdings: Holdings;
  collapsed: ReadonlySet<string>;
  onChange: (next: Grants) => void;
}

function menuNode(node: MenuNode, context: TreeContext): TreeNodeInfo {
  const { index, grants, holdings, collapsed, onChange } = context;
  const scope = { index, holdings };
  const state = checkState(node, grants, holdings);
  return {
    id: node.id,
    isExpanded: !collapsed.has(node.id),
    hasCaret: node.children.length > 0,
    label: (
      <div role="group" aria-label={node.name} className="app-grants-tree__row">
        <Checkbox
          className="app-grants-tree__check app-grants-tree__menu"
          label={node.name}
          checked={state === 'checked'}
          indeterminate={state === 'indeterminate'}
          disabled={!holdsMenu(holdings, node.id)}
          // An indeterminate box is completed by a click, as people expect from a tree of checkboxes.
          onChange={() => onChange(setMenu(scope, grants, node.id, state !== 'checked'))}
        />
        {node.actions.map((action) => (
          <Checkbox
            key={action.code}
            className="app-grants-tree__check"
            label={action.name}
            aria-label={format(roleTexts.actionLabel, { menu: node.name, action: action.name })}
            checked={grants[node.id]?.includes(action.code) ?? false}
            disabled={!holdsAction(holdings, node.id, action.code)}
            onChange={(event) =>
              onChange(setAction(scope, grants, { menuId: node.id, code: action.code }, event.currentTarget.checked))
            }
          />
        ))}
      </div>
    ),
    childNodes: node.children.map((child) => menuNode(child, context)),
  };
}

/**
 * The menus and actions a role grants, as a Blueprint `Tree` with one row per menu: the menu's
 * checkbox, then its actions' checkboxes inline. Checking a menu checks its actions and children, a
 * partly granted menu shows indeterminate, and every branch folds.
 * What the signed-in user does not hold is shown disabled: the server refuses to grant it.
 */
export function GrantsTree({ tree, grants, holdings = HOLDS_EVERYTHING, onChange }: GrantsTreeProps) {
  const index = useMemo(() => indexMenus(tree), [tree]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const toggle = (node: TreeNodeInfo, open: boolean) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (open) next.delete(String(node.id));
      else next.add(String(node.id));
      return next;
    });
  const contents = tree.map((node) => menuNode(node, { index, grants, holdings, collapsed, onChange }));
  return (
    <div className="app-grants-tree">
      <div className="app-grants-tree__toolbar">
        <Button size="small" variant="minimal" icon="expand-all" onClick={() => setCollapsed(new Set())}>
          {roleTexts.expandAll}
        </Button>
        <Button
          size="small"
          variant="minimal"
          icon="collapse-all"
          onClick={() =>
            setCollapsed(
              new Set([...index.values()].filter(({ node }) => node.children.length > 0).map(({ node }) => node.id)),
            )
          }
        >
          {roleTexts.collapseAll}
        </Button>
      </div>
      <Tree
        compact
        contents={contents}
        onNodeExpand={(node) => toggle(node, true)}
        onNodeCollapse={(node) => toggle(node, false)}
      />
    </div>
  );
}
