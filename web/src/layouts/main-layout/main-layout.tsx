import { Suspense, lazy, useCallback } from 'react';
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
import { selectFixedHeader, selectLayoutMode, selectTabBarEnabled } from '@/features/preferences';
import { type Feature, useAppDispatch, useAppSelector } from '@/lib/store';
import { Footer } from './footer';
import { AppBreadcrumbs } from './header/app-breadcrumbs';
import { Header } from './header/header';
import { PageHeading } from './page-heading';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, Sidebar } from './sidebar/sidebar';
import { KeptAliveOutlet } from './tab-bar/kept-alive-outlet';
import { TabBar } from './tab-bar/tab-bar';
import { UserWatermark } from './user-watermark';
import './main-layout.css';
import { lazyNamed } from '@/lib/lazy-named';

// The phone layout's sidebar drawer loads only on a phone (`phone-chrome.ts`).
const SidebarDrawer = lazyNamed(() => import('./phone-chrome'), 'SidebarDrawer');
// The header's menu loads only where the top or mixed layout is chosen: the sidebar layout, every
// session's default, does without its code, texts and styles.
const menuInHeader = () => import('./header-menu/header-menu');
const HeaderMenu = lazy(menuInHeader);
const SectionSidebar = lazyNamed(menuInHeader, 'SectionSidebar');

/** The state and sagas of the layout's tab bar, menu search, lock screen and live notices, registered when the layout loads. */
export const features: readonly Feature[] = [tabsFeature, menuSearchFeature, lockScreenFeature, noticesFeature];

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
      menu={
        headerMode && (
          <Suspense fallback={null}>
            <HeaderMenu entries={entries} mode={headerMode} onNavigate={openRoute} />
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
        <Suspense fallback={null}>
          <SidebarDrawer entries={entries} onNavigate={openRoute} loading={menuLoading} />
        </Suspense>
      ) : (
        !headerMode && <Sidebar entries={entries} collapsed={collapsed} onNavigate={openRoute} loading={menuLoading} />
      )}
      <div className="app-main" style={{ marginLeft: phone || headerMode ? 0 : sidebarWidth }}>
        {header}
        {headerMode === 'mixed' && (
          <Suspense fallback={null}>
            <SectionSidebar entries={entries} collapsed={collapsed} onNavigate={openRoute} />
          </Suspense>
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
