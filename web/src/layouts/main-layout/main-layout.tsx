import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectUser } from '@/features/profile';
import { logoutRequested, selectSessionStatus } from '@/features/session';
import {
  drawerOpened,
  selectDrawerOpen,
  selectSidebarCollapsed,
  sidebarToggled,
  usePhoneLayout,
} from '@/features/layout';
import { selectMenuEntries, selectMenuRoutesByName } from '@/features/menu';
import { LockScreenGate, lockScreenFeature } from '@/features/lock-screen';
import { MenuSearch, menuSearchFeature } from '@/features/menu-search';
import { noticesFeature } from '@/features/notices';
import { tabsFeature } from '@/features/tabs';
import { selectFixedHeader, selectTabBarEnabled } from '@/features/preferences';
import { type Feature, useAppDispatch, useAppSelector } from '@/lib/store';
import { Footer } from './footer';
import { Header } from './header/header';
import { PageHeading } from './page-heading';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, Sidebar } from './sidebar/sidebar';
import { SidebarDrawer } from './sidebar-drawer';
import { KeptAliveOutlet } from './tab-bar/kept-alive-outlet';
import { TabBar } from './tab-bar/tab-bar';
import { UserWatermark } from './user-watermark';
import './main-layout.css';

/** The state and sagas of the layout's tab bar, menu search, lock screen and live notices, registered when the layout loads. */
export const features: readonly Feature[] = [tabsFeature, menuSearchFeature, lockScreenFeature, noticesFeature];

/**
 * The signed-in frame: sidebar, header with breadcrumb, the tab bar of open pages (a preference),
 * the page (with the others kept alive), the footer, the user's watermark, and the lock over it all
 * while the screen is locked. Below the phone
 * breakpoint the sidebar is a drawer and the page takes the whole width.
 */
export default function MainLayout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const entries = useAppSelector(selectMenuEntries);
  const routesByName = useAppSelector(selectMenuRoutesByName);
  const collapsed = useAppSelector(selectSidebarCollapsed);
  const drawerOpen = useAppSelector(selectDrawerOpen);
  const phone = usePhoneLayout();
  const user = useAppSelector(selectUser);
  const tabBar = useAppSelector(selectTabBarEnabled);
  const fixedHeader = useAppSelector(selectFixedHeader);
  // The shell commits once the user is known; the menu may still be on its way.
  const menuLoading = useAppSelector(selectSessionStatus) === 'loading' && entries.length === 0;

  // Menu items navigate by route name; the route descriptors say where that name lives now.
  const openRoute = useCallback(
    (name: string) => {
      const path = routesByName.get(name)?.path;
      if (path) navigate(path);
      else console.error(`No route named "${name}" in the menu`);
    },
    [navigate, routesByName],
  );

  return (
    <div className={fixedHeader ? 'app-main-layout' : 'app-main-layout app-main-layout--scrolling-header'}>
      {phone ? (
        <SidebarDrawer entries={entries} onNavigate={openRoute} loading={menuLoading} />
      ) : (
        <Sidebar entries={entries} collapsed={collapsed} onNavigate={openRoute} loading={menuLoading} />
      )}
      <div className="app-main" style={{ marginLeft: phone ? 0 : collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH }}>
        <Header
          collapsed={collapsed}
          onToggleSidebar={() => dispatch(sidebarToggled())}
          phone={phone}
          drawerOpen={drawerOpen}
          onOpenDrawer={() => dispatch(drawerOpened())}
          user={user}
          onNavigate={openRoute}
          onLogout={() => dispatch(logoutRequested())}
        />
        {tabBar && <TabBar />}
        <main className="app-content">
          <PageHeading />
          <KeptAliveOutlet />
        </main>
        <Footer />
        <MenuSearch />
      </div>
      <UserWatermark />
      <LockScreenGate />
    </div>
  );
}
