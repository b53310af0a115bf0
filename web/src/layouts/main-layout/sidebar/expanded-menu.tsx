import { Icon, Menu, MenuItem } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { MenuEntry } from '@/features/menu';
import { messages } from '@/i18n';
import { MenuIcon } from './menu-icon';
import { MenuLinkItem, cutTitle } from './menu-link-item';

/** Props of {@link ExpandedMenu}. */
export interface ExpandedMenuProps {
  entries: readonly MenuEntry[];
  /** Names from the root to the current page's entry. */
  activeBranch: readonly string[];
  /** Opens an in-app entry by its route name. */
  onNavigate: (name: string) => void;
}

interface BranchProps extends Omit<ExpandedMenuProps, 'entries'> {
  entry: MenuEntry;
  depth: number;
  /** The one open branch: `open[d]` is the open parent at depth `d`. */
  open: readonly string[];
  setOpen: (open: string[]) => void;
}

function Branch({ entry, depth, open, setOpen, activeBranch, onNavigate }: BranchProps) {
  const root = depth === 0;
  if (entry.children.length === 0) {
    const active = activeBranch[activeBranch.length - 1] === entry.name;
    return <MenuLinkItem entry={entry} root={root} active={active} onNavigate={onNavigate} />;
  }
  const isOpen = open[depth] === entry.name;
  // Accordion: opening a parent closes its open siblings and their subtrees.
  const toggle = () => setOpen(isOpen ? open.slice(0, depth) : [...open.slice(0, depth), entry.name]);
  return (
    <>
      <MenuItem
        {...cutTitle(entry.title)}
        icon={<MenuIcon icon={entry.icon} root={root} />}
        className={activeBranch.includes(entry.name) ? 'app-menu-branch--active' : undefined}
        labelElement={
          <Icon
            icon="chevron-down"
            className={isOpen ? 'app-menu-chevron app-menu-chevron--open' : 'app-menu-chevron'}
          />
        }
        aria-expanded={isOpen}
        onClick={toggle}
        shouldDismissPopover={false}
      />
      {/*
        The open branch's items as a group of the menu. Not in a Collapse: its aria-hidden wrapper
        would sit between the menu and its items, which a menu may not hold.
      */}
      {isOpen && (
        <li role="none" className="app-submenu">
          <Menu role="group" aria-label={entry.title} className="app-submenu__menu">
            {entry.children.map((child) => (
              <Branch
                key={child.name}
                entry={child}
                depth={depth + 1}
                open={open}
                setOpen={setOpen}
                activeBranch={activeBranch}
                onNavigate={onNavigate}
              />
            ))}
          </Menu>
        </li>
      )}
    </>
  );
}

/** The expanded sidebar menu: submenus open inline, one branch at a time (accordion). */
export function ExpandedMenu({ entries, activeBranch, onNavigate }: ExpandedMenuProps) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState<readonly string[]>(activeBranch);
  /** The address in the browser when the user last opened or closed a group. */
  const toggledAt = useRef<string | null>(null);
  const toggle = (next: string[]) => {
    toggledAt.current = window.location.pathname;
    setOpen(next);
  };
  const activeKey = activeBranch.join('/');
  const shownKey = useRef(activeKey);
  // Navigating elsewhere (a link, the breadcrumb, the back button) opens that page's branch. The
  // router renders a navigation a moment after the address moves (a transition): a group the user
  // opened or closed once the address was already the new page's is kept through that render.
  useEffect(() => {
    if (shownKey.current === activeKey) return;
    shownKey.current = activeKey;
    if (toggledAt.current !== pathname) setOpen(activeKey ? activeKey.split('/') : []);
    toggledAt.current = null;
  }, [activeKey, pathname]);
  return (
    <Menu className="app-sidebar-menu" aria-label={messages.shell.layout.menu}>
      {entries.map((entry) => (
        <Branch
          key={entry.name}
          entry={entry}
          depth={0}
          open={open}
          setOpen={toggle}
          activeBranch={activeBranch}
          onNavigate={onNavigate}
        />
      ))}
    </Menu>
  );
}
