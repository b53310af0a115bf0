import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { type MenuEntry, activeBranch } from '@/features/menu';
import { Sidebar } from '../sidebar/sidebar';

/** Props of {@link SectionSidebar}. */
export interface SectionSidebarProps {
  /** The menu's entries as shown (`selectMenuEntries`). */
  entries: readonly MenuEntry[];
  collapsed: boolean;
  /** Opens an in-app entry by its route name. */
  onNavigate: (name: string) => void;
}

/**
 * The mixed layout's sidebar, below the header: the pages of the current page's first-level entry.
 * A first-level page without children has none.
 */
export function SectionSidebar({ entries, collapsed, onNavigate }: SectionSidebarProps) {
  const { pathname } = useLocation();
  const section = useMemo(() => {
    const [first] = activeBranch(entries, pathname);
    return entries.find((entry) => entry.name === first)?.children ?? [];
  }, [entries, pathname]);
  return section.length > 0 ? (
    <Sidebar entries={section} collapsed={collapsed} onNavigate={onNavigate} belowHeader />
  ) : null;
}
