import { Suspense, lazy, useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectUser } from '@/features/profile';
import { logoutRequested, selectSessionStatus } from '@/features/session';
import {
  drawerOpened,
  selectDrawerOpen,
  selectSidebarCollapsed,
  sidebarToggled,
  usePhoneLayout,
} from '@/features/layout';
import { activeBranch, selectMenuEntries, selectMenuRoutesByName } from '@/features/menu';
import { LockScreenGate, lockScreenFeature } from '@/features/lock-screen';
import { MenuSearch, menuSearchFeature } from '@/features/menu-search';
import { tabsFeature } from '@/features/tabs';
import { selectFixedHeader, selectLayoutMode, selectTabBarEnabled } from '@/features/preferences';
import { type Feature, useAppDispatch, useAppSelector } from '@/lib/store';
import { Footer } from './footer';
import { AppBreadcrumbs } from './header/app-breadcrumbs';
import { Header } from './header/header';
import { PageHeading } from './page-heading';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, Sidebar } from './sidebar/sidebar';
import { SidebarDrawer } from './sidebar-drawer';
import { KeptAliveOutlet } from './tab-bar/kept-alive-outlet';
import { TabBar } from './tab-bar/tab-bar';
import { UserWatermark } from './user-watermark';
import './main-layout.css';

// The header's menu loads only where the top or mixed layout is chosen: the sidebar layout, every
// session's default, does without its code and texts.
const HeaderMenu = lazy(() => import('./header-menu/header-menu'));

/** The state and sagas of the layout's tab bar, menu search and lock screen, registered when the layout loads. */
export const features: readonly Feature[] = [tabsFeature, menuSearchFeature, lockScreenFeature];

/**
 * The signed-in frame: the menu (the sidebar; the header's in the top layout; the first level in
 * the header and the current one's children in the sidebar in the mixed layout), header with
 * breadcrumb, the tab bar of open pages (a preference), the page (with the others kept alive), the
 * footer, the user's watermark, and the lock over it all while the screen is locked. Below the
 * phone breakpoint, whatever the layout, the sidebar is a drawer and the page takes the whole width.
 */
export default function MainLayout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const entries = useAppSelector(selectMenuEntries);
  const routesByName = useAppSelector(selectMenuRoutesByName);
  const collapsed = useAppSelector(selectSidebarCollapsed);
  const drawerOpen = useAppSelector(selectDrawerOpen);
  const phone = usePhoneLayout();
  const user = useAppSelector(selectUser);
  const tabBar = useAppSelector(selectTabBarEnabled);
  const fixedHeader = useAppSelector(selectFixedHeader);
  const mode = useAppSelector(selectLayoutMode);
  // The shell commits once the user is known; the menu may still be on its way.
  const menuLoading = useAppSelector(selectSessionStatus) === 'loading' && entries.length === 0;
  const headerMode = phone || mode === 'side' ? null : mode;
  // The current page's branch of the menu, which the header's menu marks.
  const branch = useMemo(() => (headerMode ? activeBranch(entries, pathname) : []), [headerMode, entries, pathname]);
  // The mixed layout's sidebar: the children of the current page's first-level entry; none, no sidebar.
  const sectionEntries = (headerMode === 'mixed' && entries.find((entry) => entry.name === branch[0])?.children) || [];

  // Menu items navigate by route name; the route descriptors say where that name lives now.
  const openRoute = useCallback(
    (name: string) => {
      const path = routesByName.get(name)?.path;
      if (path) navigate(path);
      else console.error(`No route named "${name}" in the menu`);
    },
    [navigate, routesByName],
  );

  const header = (
    <Header
      collapsed={collapsed}
      onToggleSidebar={() => dispatch(sidebarToggled())}
      phone={phone}
      drawerOpen={drawerOpen}
      onOpenDrawer={() => dispatch(drawerOpened())}
      user={user}
      onNavigate={openRoute}
      onLogout={() => dispatch(logoutRequested())}
      foldable={headerMode === null || sectionEntries.length > 0}
      menu={
        headerMode && (
          <Suspense fallback={null}>
            <HeaderMenu entries={entries} branch={branch} mode={headerMode} onNavigate={openRoute} />
          </Suspense>
        )
      }
    />
  );
  const sidebarWidth = collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;
  // One shape for every layout, the header and the pages in the same place in each, so that a
  // change of layout (in the settings drawer, open in the header) or of width keeps them mounted.
  // With the menu in the header, `.app-main` lays its children out in the layout's grid; the
  // mixed layout's sidebar comes after the header, as it reads.
  return (
    <div
      className={`app-main-layout${headerMode ? ' app-main-layout--menu-in-header' : ''}${fixedHeader ? '' : ' app-main-layout--scrolling-header'}`}
    >
      {phone ? (
        <SidebarDrawer entries={entries} onNavigate={openRoute} loading={menuLoading} />
      ) : (
        !headerMode && <Sidebar entries={entries} collapsed={collapsed} onNavigate={openRoute} loading={menuLoading} />
      )}
      <div className="app-main" style={{ marginLeft: phone || headerMode ? 0 : sidebarWidth }}>
        {header}
        {sectionEntries.length > 0 && (
          <Sidebar entries={sectionEntries} collapsed={collapsed} onNavigate={openRoute} belowHeader />
        )}
        {tabBar && <TabBar />}
        <main className="app-content">
          {headerMode && <AppBreadcrumbs />}
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
