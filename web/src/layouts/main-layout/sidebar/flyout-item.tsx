import { Classes, MenuItem } from '@blueprintjs/core';
import { useLayoutEffect, useRef } from 'react';
import type { MenuEntry } from '@/features/menu';
import { messages } from '@/i18n';
import { MenuIcon } from './menu-icon';
import { MenuLinkItem } from './menu-link-item';

/** Props of {@link FlyoutItem}. */
export interface FlyoutItemProps {
  entry: MenuEntry;
  /** Names from the root to the current page's entry. */
  activeBranch: readonly string[];
  /** Opens an in-app entry by its route name. */
  onNavigate: (name: string) => void;
}

/** One entry inside a flyout menu: a link, or a parent whose children fly out further. */
export function FlyoutItem({ entry, activeBranch, onNavigate }: FlyoutItemProps) {
  if (entry.children.length === 0) {
    const active = activeBranch[activeBranch.length - 1] === entry.name;
    return <MenuLinkItem entry={entry} root={false} active={active} onNavigate={onNavigate} />;
  }
  return <FlyoutGroup entry={entry} activeBranch={activeBranch} onNavigate={onNavigate} />;
}

/** A parent inside a flyout, whose children fly out further. */
function FlyoutGroup({ entry, activeBranch, onNavigate }: FlyoutItemProps) {
  const item = useRef<HTMLLIElement>(null);
  // MenuItem titles its submenu caret "Open sub menu" with no prop to change it; React leaves the
  // text alone while its own value for it stays the same, so this sticks.
  useLayoutEffect(() => {
    const title = item.current?.querySelector(`.${Classes.MENU_SUBMENU_ICON} title`);
    if (title) title.textContent = messages.shell.layout.openSubmenu;
  });
  return (
    <MenuItem ref={item} icon={<MenuIcon icon={entry.icon} root={false} />} text={entry.title}>
      {entry.children.map((child) => (
        <FlyoutItem key={child.name} entry={child} activeBranch={activeBranch} onNavigate={onNavigate} />
      ))}
    </MenuItem>
  );
}
