import { Drawer } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { drawerClosed, selectDrawerOpen } from '@/features/layout';
import type { MenuEntry } from '@/features/menu';
import { messages } from '@/i18n';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { SIDEBAR_WIDTH, Sidebar } from './sidebar/sidebar';

/** Props of {@link SidebarDrawer}. */
export interface SidebarDrawerProps {
  /** The menu's entries as shown (`selectMenuEntries`). */
  entries: readonly MenuEntry[];
  /** Opens an in-app entry by its route name. */
  onNavigate: (name: string) => void;
  /** The menu is still on its way. @default false */
  loading?: boolean;
}

/**
 * The phone layout's sidebar: the expanded sidebar in a drawer from the left, open while the
 * layout slice says so. Escape, the backdrop and any navigation close it; it takes focus on the
 * current page's link (else its first link) and gives it back to the header's button on closing.
 */
export function SidebarDrawer({ entries, onNavigate, loading = false }: SidebarDrawerProps) {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector(selectDrawerOpen);
  const { key } = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  // Every navigation closes it: a menu link, the logo, the breadcrumb, the back button. Mounting
  // does too, so a drawer left open at desktop width does not spring open on narrowing again.
  useEffect(() => {
    dispatch(drawerClosed());
  }, [dispatch, key]);
  const focusCurrentLink = () => {
    const link =
      panel.current?.querySelector<HTMLElement>('[aria-current="page"]') ??
      panel.current?.querySelector<HTMLElement>('a[href]');
    link?.focus();
  };
  return (
    <Drawer
      isOpen={isOpen}
      onClose={() => dispatch(drawerClosed())}
      onOpened={focusCurrentLink}
      position="left"
      size={SIDEBAR_WIDTH}
      className="app-sidebar-drawer"
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={messages.header.navigation}
        className="app-sidebar-drawer__panel"
      >
        <Sidebar entries={entries} collapsed={false} onNavigate={onNavigate} inDrawer loading={loading} />
      </div>
    </Drawer>
  );
}
