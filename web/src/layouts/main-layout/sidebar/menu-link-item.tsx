import { Classes, MenuItem } from '@blueprintjs/core';
import type { MenuEntry } from '@/features/menu';
import { MenuIcon } from './menu-icon';
import { entryLinkProps } from './entry-link';

/**
 * A menu item's title, cut with an ellipsis by CSS alone and whole in the hover tooltip. Blueprint's
 * own ellipsis measures every item's text width as it mounts, a forced layout per item that a long
 * menu pays for item by item.
 */
export const cutTitle = (title: string) =>
  ({ text: title, htmlTitle: title, multiline: true, textClassName: Classes.TEXT_OVERFLOW_ELLIPSIS }) as const;

/** Props of {@link MenuLinkItem}. */
export interface MenuLinkItemProps {
  entry: MenuEntry;
  /** Whether the item sits at the root of the menu (icon size). */
  root: boolean;
  /** Whether it is the current page. */
  active: boolean;
  /** Opens an in-app entry by its route name. */
  onNavigate: (name: string) => void;
}

/**
 * A leaf of the menu: an external `href` opens in a new window without access to this one; an
 * in-app entry is a real link (middle-click works) whose plain click navigates by route name.
 */
export function MenuLinkItem({ entry, root, active, onNavigate }: MenuLinkItemProps) {
  return (
    <MenuItem
      {...cutTitle(entry.title)}
      icon={<MenuIcon icon={entry.icon} root={root} />}
      {...entryLinkProps(entry, onNavigate)}
      active={active}
      aria-current={active ? 'page' : undefined}
    />
  );
}
