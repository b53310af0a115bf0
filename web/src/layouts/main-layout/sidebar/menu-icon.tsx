import { Icon, type IconName } from '@blueprintjs/core';

/** Root items' icons are 17 px, children's 14 px (docs/product-rules.md, Limits). */
const ROOT_ICON_SIZE = 17;
/** @see ROOT_ICON_SIZE */
const CHILD_ICON_SIZE = 14;

/** Props of {@link MenuIcon}. */
export interface MenuIconProps {
  /** A Blueprint icon name from the menu tree; nothing is drawn without one. */
  icon: string | undefined;
  /** Whether the item sits at the root of the menu. */
  root: boolean;
}

/**
 * A menu item's icon in the size its depth calls for. Its paths load on first use (one small chunk
 * per icon, `app/icon-loader.ts`); until then Blueprint draws an empty span, sized here like the
 * SVG so the item does not shift when the icon arrives.
 */
export function MenuIcon({ icon, root }: MenuIconProps) {
  if (!icon) return null;
  const size = root ? ROOT_ICON_SIZE : CHILD_ICON_SIZE;
  // The server names the icon; an unknown name draws an empty icon rather than failing.
  return <Icon icon={icon as IconName} size={size} style={{ width: size, height: size }} />;
}
