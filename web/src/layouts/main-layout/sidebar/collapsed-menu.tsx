import type { MenuEntry } from '@/features/menu';
import { messages } from '@/i18n';
import { FlyoutItem } from './flyout-item';
import { GroupFlyout } from './group-flyout';
import { RootLink } from './root-link';

/** Props of {@link CollapsedMenu}. */
export interface CollapsedMenuProps {
  entries: readonly MenuEntry[];
  /** Names from the root to the current page's entry. */
  activeBranch: readonly string[];
  /** Opens an in-app entry by its route name. */
  onNavigate: (name: string) => void;
}

/** The collapsed sidebar: icons only, titles as tooltips, parents' children in flyout menus. */
export function CollapsedMenu({ entries, activeBranch, onNavigate }: CollapsedMenuProps) {
  return (
    <ul className="app-collapsed-menu" aria-label={messages.shell.layout.menu}>
      {entries.map((entry) => (
        <li key={entry.name}>
          {entry.children.length === 0 ? (
            <RootLink entry={entry} active={activeBranch[0] === entry.name} onNavigate={onNavigate} />
          ) : (
            <GroupFlyout title={entry.title} icon={entry.icon} active={activeBranch[0] === entry.name}>
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
