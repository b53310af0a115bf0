import { Classes } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { type MenuEntry, activeBranch } from '@/features/menu';
import { BrandLink } from '../brand-link';
import { CollapsedMenu } from './collapsed-menu';
import { ExpandedMenu } from './expanded-menu';
import { entriesOnScreen, useFirstScreen } from './first-screen';
import { handleMenuKeys } from './menu-keys';
import './sidebar.css';

/** Sidebar width expanded and collapsed, in px (docs/product-rules.md, Limits). */
export const SIDEBAR_WIDTH = 256;
/** @see SIDEBAR_WIDTH */
export const SIDEBAR_COLLAPSED_WIDTH = 64;

/** Props of {@link Sidebar}. */
export interface SidebarProps {
  /** The menu's entries as shown (`selectMenuEntries`: hidden routes left out, a lone child in its parent's place). */
  entries: readonly MenuEntry[];
  /** Icons only, 64 px wide. */
  collapsed: boolean;
  /** Opens an in-app entry by its route name. */
  onNavigate: (name: string) => void;
  /** Drawn inside the phone drawer, which sets its width and place. @default false */
  inDrawer?: boolean;
  /** The menu is still on its way (the shell commits before it): a spinner stands in its place. @default false */
  loading?: boolean;
  /** Below the header, which holds the logo (the mixed layout): it sticks under the header. @default false */
  belowHeader?: boolean;
}

/** The left sidebar: the logo linking to `/` with the short site name (unless the header has it), and the menu. */
export function Sidebar({
  entries,
  collapsed,
  onNavigate,
  inDrawer = false,
  loading = false,
  belowHeader = false,
}: SidebarProps) {
  const { pathname } = useLocation();
  // Once per page, not per render: a tree can hold thousands of entries.
  const branch = useMemo(() => activeBranch(entries, pathname), [entries, pathname]);
  // The current page's entry is drawn with the first screen, wherever it sits.
  const listed = useFirstScreen(
    entries,
    Math.max(entriesOnScreen(), entries.findIndex((entry) => entry.name === branch[0]) + 1),
  );
  const Menu = collapsed ? CollapsedMenu : ExpandedMenu;
  return (
    <aside
      className={`${Classes.DARK} app-sidebar${collapsed ? ' app-sidebar--collapsed' : ''}${inDrawer ? ' app-sidebar--drawer' : ''}${belowHeader ? ' app-sidebar--below-header' : ''}`}
      style={inDrawer ? undefined : { width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH }}
      data-collapsed={collapsed}
    >
      {!belowHeader && <BrandLink className="app-sidebar__logo" named={!collapsed} />}
      <nav className="app-sidebar__nav" onKeyDown={handleMenuKeys}>
        {loading ? (
          <div className="app-sidebar__loading">
            <LoadingSpinner size={20} />
          </div>
        ) : (
          <Menu entries={listed} activeBranch={branch} onNavigate={onNavigate} />
        )}
      </nav>
    </aside>
  );
}
