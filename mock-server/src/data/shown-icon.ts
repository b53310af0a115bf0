import { type MenuIcon, isMenuIcon } from '../../../shared/menu-icons';

/** What a menu stored before the icon rule, with a name Blueprint does not know, is answered with. */
export const LEGACY_ICON: MenuIcon = 'blank';

/**
 * The icon a stored menu is answered with: its own, or `LEGACY_ICON` for a name from a data file
 * written before the contract limited icons (the stored name is kept, so nothing is lost).
 */
export function shownIcon(stored: string): MenuIcon {
  return isMenuIcon(stored) ? stored : LEGACY_ICON;
}
