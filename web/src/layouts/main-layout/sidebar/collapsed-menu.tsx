import { AnchorButton, Classes, MenuItem, Tooltip } from '@blueprintjs/core';
import { type MouseEvent, useLayoutEffect, useRef } from 'react';
import type { MenuEntry } from '@/features/menu';
import { messages } from '@/i18n';
import { GroupFlyout } from './group-flyout';
import { MenuIcon } from './menu-icon';
import { MenuLinkItem } from './menu-link-item';
import { isPlainClick } from './plain-click';

/** Props of {@link CollapsedMenu}. */
export interface CollapsedMenuProps {
  entries: readonly MenuEntry[];
  /** Names from the root to the current page's entry. */
  activeBranch: readonly string[];
  /** Opens an in-app entry by its route name. */
  onNavigate: (name: string) => void;
}

type ItemProps = Omit<CollapsedMenuProps, 'entries'> & { entry: MenuEntry };

/** One entry inside a flyout: a link, or a parent whose children fly out further. */
function FlyoutItem({ entry, activeBranch, onNavigate }: ItemProps) {
  if (entry.children.length === 0) {
    const active = activeBranch[activeBranch.length - 1] === entry.name;
    return <MenuLinkItem entry={entry} root={false} active={active} onNavigate={onNavigate} />;
  }
  return <FlyoutGroup entry={entry} activeBranch={activeBranch} onNavigate={onNavigate} />;
}

/** A parent inside a flyout, whose children fly out further. */
function FlyoutGroup({ entry, activeBranch, onNavigate }: ItemProps) {
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

function RootLink({ entry, activeBranch, onNavigate }: ItemProps) {
  const icon = <MenuIcon icon={entry.icon} root />;
  const external = entry.href !== undefined;
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (external || !isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(entry.name);
  };
  return (
    <Tooltip content={entry.title} placement="right">
      <AnchorButton
        variant="minimal"
        size="large"
        icon={icon}
        aria-label={entry.title}
        href={entry.href ?? entry.path}
        active={activeBranch[0] === entry.name}
        onClick={onClick}
        {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
      />
    </Tooltip>
  );
}

/** The collapsed sidebar: icons only, titles as tooltips, parents' children in flyout menus. */
export function CollapsedMenu({ entries, activeBranch, onNavigate }: CollapsedMenuProps) {
  return (
    <ul className="app-collapsed-menu" aria-label={messages.shell.layout.menu}>
      {entries.map((entry) => (
        <li key={entry.name}>
          {entry.children.length === 0 ? (
            <RootLink entry={entry} activeBranch={activeBranch} onNavigate={onNavigate} />
          ) : (
            <GroupFlyout entry={entry} active={activeBranch[0] === entry.name}>
              {entry.children.map((child) => (
                <FlyoutItem key={child.name} entry={child} activeBranch={activeBranch} onNavigate={onNavigate} />
              ))}
            </GroupFlyout>
          )}
        </li>
      ))}
    </ul>
  );
}
