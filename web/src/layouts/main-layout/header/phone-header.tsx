import { Button, Menu, MenuDivider, MenuItem, Navbar, NavbarGroup, PopoverNext } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { LanguageMenuItem } from '@/components/language-switch/language-menu-item';
import { MenuSearchMenuItem } from '@/features/menu-search';
import { NoticesBell } from '@/features/notices';
import type { UserInfo } from '@/features/profile';
import { ThemeToggleMenuItem } from '@/features/preferences';
import { messages } from '@/i18n';
import { AppBreadcrumbs } from './app-breadcrumbs';
import { useBreadcrumbTrail } from './breadcrumb-trail';
import type { FullScreen } from './use-full-screen';
import { UserMenuItems, userDisplayName } from './user-menu';
import { chromePopover } from '../chrome-popover';

/** Props of {@link PhoneHeader}. */
export interface PhoneHeaderProps {
  /** Whether the sidebar drawer is open (the menu button says so). */
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  /** Opens the settings drawer. */
  onOpenSettings: () => void;
  fullScreen: FullScreen;
  user: UserInfo | null;
  /** Opens an in-app page by route name. */
  onNavigate: (name: string) => void;
  onLogout: () => void;
}

/**
 * The header below the phone breakpoint: the drawer's button and the current page's breadcrumb;
 * the trail's other pages, full screen, theme, settings and the user's items folded into one menu.
 */
export function PhoneHeader({
  drawerOpen,
  onOpenDrawer,
  onOpenSettings,
  fullScreen,
  user,
  onNavigate,
  onLogout,
}: PhoneHeaderProps) {
  const navigate = useNavigate();
  const trail = useBreadcrumbTrail();
  const { openNavigation, more, location, fullScreen: enterText, exitFullScreen } = messages.header;
  return (
    <Navbar className="app-header app-header--phone">
      <NavbarGroup align="left" className="app-header__start">
        <Button
          variant="minimal"
          icon="menu"
          aria-label={openNavigation}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={onOpenDrawer}
        />
        <AppBreadcrumbs currentOnly />
      </NavbarGroup>
      <NavbarGroup align="right">
        <NoticesBell />
        <PopoverNext
          {...chromePopover}
          placement="bottom-end"
          content={
            <Menu aria-label={more}>
              <MenuDivider title={location} />
              {trail.map(({ text, icon, path }) =>
                path === undefined ? (
                  <MenuItem key={text} icon={icon} text={text} active aria-current="page" />
                ) : (
                  <MenuItem key={path} icon={icon} text={text} onClick={() => navigate(path)} />
                ),
              )}
              <MenuDivider />
              <MenuSearchMenuItem />
              {fullScreen.supported && (
                <>
                  <MenuItem
                    icon={fullScreen.active ? 'minimize' : 'fullscreen'}
                    text={fullScreen.active ? exitFullScreen : enterText}
                    onClick={fullScreen.toggle}
                  />
                </>
              )}
              <LanguageMenuItem />
              <MenuDivider />
              <ThemeToggleMenuItem />
              <MenuItem icon="cog" text={messages.theme.settings} onClick={onOpenSettings} />
              <MenuDivider title={userDisplayName(user)} />
              <UserMenuItems onNavigate={onNavigate} onLogout={onLogout} />
            </Menu>
          }
        >
          <Button variant="minimal" icon="more" aria-label={more} />
        </PopoverNext>
      </NavbarGroup>
    </Navbar>
  );
}
