import { AnchorButton, Tooltip } from '@blueprintjs/core';
import type { MenuEntry } from '@/features/menu';
import { entryLinkProps } from './entry-link';
import { MenuIcon } from './menu-icon';

/** Props of {@link RootLink}. */
export interface RootLinkProps {
  /** A root entry without children. */
  entry: MenuEntry;
  /** Whether the current page is this entry's. */
  active: boolean;
  /** Opens an in-app entry by its route name. */
  onNavigate: (name: string) => void;
}

/** A root entry of the collapsed sidebar: its icon's link button, its title as a tooltip. */
export function RootLink({ entry, active, onNavigate }: RootLinkProps) {
  return (
    <Tooltip content={entry.title} placement="right">
      <AnchorButton
        variant="minimal"
        size="large"
        icon={<MenuIcon icon={entry.icon} root />}
        aria-label={entry.title}
        active={active}
        {...entryLinkProps(entry, onNavigate)}
      />
    </Tooltip>
  );
}
