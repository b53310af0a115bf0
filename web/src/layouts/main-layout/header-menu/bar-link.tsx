import { AnchorButton } from '@blueprintjs/core';
import type { MenuEntry } from '@/features/menu';
import { entryLinkProps } from '../sidebar/entry-link';
import { MenuIcon } from '../sidebar/menu-icon';

/** Props of {@link BarLink}. */
export interface BarLinkProps {
  /** A root entry without children (or, in the mixed layout, a group standing as a link to its first page). */
  entry: MenuEntry;
  /** `page` when the current page is this link's; `true` when it is under the group it stands for. @default not current */
  current?: 'page' | 'true';
  /** Opens an in-app entry by its route name. */
  onNavigate: (name: string) => void;
}

/** A link of the header's menu: its icon and title. */
export function BarLink({ entry, current, onNavigate }: BarLinkProps) {
  return (
    <AnchorButton
      variant="minimal"
      icon={<MenuIcon icon={entry.icon} root />}
      text={entry.title}
      // Blueprint makes an anchor button a button to assistive technology: this one navigates, so it is a link.
      role="link"
      active={current !== undefined}
      aria-current={current}
      {...entryLinkProps(entry, onNavigate)}
    />
  );
}
