import { Button, Navbar, NavbarGroup, Tooltip } from '@blueprintjs/core';
import { type ReactNode, Suspense } from 'react';
import { LanguageSwitch } from '@/components/language-switch/language-switch';
import { MenuSearchButton } from '@/features/menu-search';
import { NoticesBell } from '@/features/notices';
import type { UserInfo } from '@/features/profile';
import { ThemeToggle } from '@/features/preferences';
import { messages } from '@/i18n';
import { BrandLink } from '../brand-link';
import { AppBreadcrumbs } from './app-breadcrumbs';
import { SettingsButton, useSettingsDrawer } from './settings-button';
import { useFullScreen } from './use-full-screen';
import { UserMenu } from './user-menu';
import './header.css';
import { lazyNamed } from '@/lib/lazy-named';

// The phone layout's header loads only on a phone (`phone-chrome.ts`).
const PhoneHeader = lazyNamed(() => import('../phone-chrome'), 'PhoneHeader');

/** Props of {@link Header}. */
export interface HeaderProps {
  /** Whether the sidebar is collapsed (the fold icon turns). */
  collapsed: boolean;
  onToggleSidebar: () => void;
  user: UserInfo | null;
  /** Opens an in-app page by route name. */
  onNavigate: (name: string) => void;
  onLogout: () => void;
  /** The phone layout: a drawer button and one menu holding the other items. @default false */
  phone?: boolean;
  /** Phone layout: whether the sidebar drawer is open. @default false */
  drawerOpen?: boolean;
  /** Phone layout: opens the sidebar drawer. @default a no-op */
  onOpenDrawer?: () => void;
  /**
   * The menu, when the header holds it (the top and mixed layouts): after the logo, in the
   * breadcrumb's place (the page shows the breadcrumb then).
   */
  menu?: ReactNode;
}

/**
 * The top bar: sidebar toggle and breadcrumb (or the logo and the menu) on the left; full screen,
 * theme, settings and the user menu on the right. In the phone layout, {@link PhoneHeader}.
 */
export function Header({
  collapsed,
  onToggleSidebar,
  user,
  onNavigate,
  onLogout,
  phone = false,
  drawerOpen = false,
  onOpenDrawer = () => undefined,
  menu,
}: HeaderProps) {
  const fullScreen = useFullScreen();
  const settings = useSettingsDrawer();
  if (phone) {
    return (
      <Suspense fallback={<Navbar className="app-header" />}>
        <PhoneHeader
          drawerOpen={drawerOpen}
          onOpenDrawer={onOpenDrawer}
          onOpenSettings={settings.open}
          fullScreen={fullScreen}
          user={user}
          onNavigate={onNavigate}
          onLogout={onLogout}
        />
        {settings.drawer}
      </Suspense>
    );
  }
  const { fullScreen: enterText, exitFullScreen, toggleSidebar } = messages.header;
  return (
    <Navbar className={menu ? 'app-header app-header--menu' : 'app-header'}>
      <NavbarGroup align="left">
        {menu && <BrandLink className="app-header__logo" named />}
        {/* Hidden by the header menu's styles while no sidebar is below the header (menu-in-header.css). */}
        <Button
          variant="minimal"
          icon="menu-closed"
          className={collapsed ? 'app-fold app-fold--collapsed' : 'app-fold'}
          aria-label={toggleSidebar}
          aria-expanded={!collapsed}
          onClick={onToggleSidebar}
        />
        {menu ?? <AppBreadcrumbs />}
      </NavbarGroup>
      <NavbarGroup align="right">
        <LanguageSwitch icon="translate" />
        <MenuSearchButton />
        <NoticesBell />
        {fullScreen.supported && (
          <Tooltip content={fullScreen.active ? exitFullScreen : enterText} placement="bottom">
            <Button
              variant="minimal"
              icon={fullScreen.active ? 'minimize' : 'fullscreen'}
              aria-label={fullScreen.active ? exitFullScreen : enterText}
              onClick={fullScreen.toggle}
            />
          </Tooltip>
        )}
        <ThemeToggle />
        <SettingsButton onOpen={settings.open} />
        {settings.drawer}
        <UserMenu user={user} onNavigate={onNavigate} onLogout={onLogout} />
      </NavbarGroup>
    </Navbar>
  );
}
