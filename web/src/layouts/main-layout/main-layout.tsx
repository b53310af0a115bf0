import { memo, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectUser } from '../../features/profile';
import { logoutRequested, selectSessionStatus } from '../../features/session';
import { drawerOpened, selectDrawerOpen, selectSidebarCollapsed, sidebarToggled, usePhoneLayout } from '../../features/layout';
import { selectMenuEntries, selectMenuRoutesByName } from '../../features/menu';
import { MenuSearch } from '../../features/menu-search';
import { selectFixedHeader, selectTabBarEnabled } from '../../features/preferences';
import { useAppDispatch, useAppSelector, useAppStore } from '../../lib/store';
import { Footer } from './footer';
import { Header } from './header/header';
import { PageHeading } from './page-heading';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, Sidebar } from './sidebar/sidebar';
import { SidebarDrawer } from './sidebar-drawer';
import { KeptAliveOutlet } from './tab-bar/kept-alive-outlet';
import { TabBar } from './tab-bar/tab-bar';
import './main-layout.css';

/*
 * The layout renders again when the menu, the user, the sidebar or a preference changes. The parts
 * below read what else they need themselves, so they skip those renders: a menu's arrival drew the
 * header's buttons and popovers again before the sidebar could paint (issue 14).
 */
const MemoHeader = memo(Header);
const MemoTabBar = memo(TabBar);
const MemoPageHeading = memo(PageHeading);
const MemoOutlet = memo(KeptAliveOutlet);
const MemoFooter = memo(Footer);
const MemoSearch = memo(MenuSearch);

/**
 * The signed-in frame: sidebar, header with breadcrumb, the tab bar of open pages (a preference),
 * the page (with the others kept alive), and the footer. Below the phone
 * breakpoint the sidebar is a drawer and the page takes the whole width.
 */
export default function MainLayout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const entries = useAppSelector(selectMenuEntries);
  const store = useAppStore();
  const collapsed = useAppSelector(selectSidebarCollapsed);
  const drawerOpen = useAppSelector(selectDrawerOpen);
  const phone = usePhoneLayout();
  const user = useAppSelector(selectUser);
  const tabBar = useAppSelector(selectTabBarEnabled);
  const fixedHeader = useAppSelector(selectFixedHeader);
  // The shell commits once the user is known; the menu may still be on its way.
  const menuLoading = useAppSelector(selectSessionStatus) === 'loading' && entries.length === 0;

  // Menu items navigate by route name; the route descriptors say where that name lives now. Read
  // when called, so that a new menu does not make a new handler (and draw the header again).
  const openRoute = useCallback(
    (name: string) => {
      const path = selectMenuRoutesByName(store.getState()).get(name)?.path;
      if (path) navigate(path);
      else console.error(`No route named "${name}" in the menu`);
    },
    [navigate, store],
  );

  const toggleSidebar = useCallback(() => dispatch(sidebarToggled()), [dispatch]);
  const openDrawer = useCallback(() => dispatch(drawerOpened()), [dispatch]);
  const logout = useCallback(() => dispatch(logoutRequested()), [dispatch]);

  return (
    <div className={fixedHeader ? 'app-main-layout' : 'app-main-layout app-main-layout--scrolling-header'}>
      {phone ? (
        <SidebarDrawer entries={entries} onNavigate={openRoute} loading={menuLoading} />
      ) : (
        <Sidebar entries={entries} collapsed={collapsed} onNavigate={openRoute} loading={menuLoading} />
      )}
      <div className="app-main" style={{ marginLeft: phone ? 0 : collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH }}>
        <MemoHeader
          collapsed={collapsed}
          onToggleSidebar={toggleSidebar}
          phone={phone}
          drawerOpen={drawerOpen}
          onOpenDrawer={openDrawer}
          user={user}
          onNavigate={openRoute}
          onLogout={logout}
        />
        {tabBar && <MemoTabBar />}
        <main className="app-content">
          <MemoPageHeading />
          <MemoOutlet />
        </main>
        <MemoFooter />
        <MemoSearch />
      </div>
    </div>
  );
}
