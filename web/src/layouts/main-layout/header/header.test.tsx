import { Icons } from '@blueprintjs/icons';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteConfig } from '@/config';
import { selectFullScreen } from '@/features/layout';
import { collectBlueprintWarnings } from '@/testing/blueprint-warnings';
import type { MenuNode } from '@/features/menu';
import { menuNode, menuTreeFixture, rootUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
// After the providers' test environment, which gives the router its TextEncoder.
import { menuSearchFeature, selectMenuSearchOpen } from '@/features/menu-search';
import { Header, type HeaderProps } from './header';
import { registerFeature } from '@/lib/store';

// As the page's route does: the feature's state and saga join the store.
registerFeature(menuSearchFeature);

// The breadcrumb reads a data router's matches (covered end to end); jsdom cannot host one.
jest.mock('./app-breadcrumbs', () => ({ AppBreadcrumbs: () => null }));
jest.mock('./breadcrumb-trail', () => ({
  useBreadcrumbTrail: () => [
    { text: '首页', icon: 'home', path: '/' },
    { text: '系统管理', path: '/system' },
    { text: '用户管理' },
  ],
}));

// Icons load asynchronously; loading them first keeps their late updates out of the tests.
beforeAll(() => Icons.loadAll());

/** The header of a user whose menu is `tree` (by default the fixture, which holds 个人设置 but not 个人中心). */
function renderHeader(props: Partial<HeaderProps> = {}, tree: MenuNode[] = menuTreeFixture) {
  const handlers = { onToggleSidebar: jest.fn(), onNavigate: jest.fn(), onLogout: jest.fn() };
  const result = renderWithProviders(<Header collapsed={false} user={rootUser} {...handlers} {...props} />, {
    preloadedState: { menu: { tree } },
  });
  return { ...handlers, ...result };
}

const withUserCenter = (tree: MenuNode[]) =>
  tree.map((node) =>
    node.routeName === 'UserPage'
      ? {
          ...node,
          children: [
            menuNode({ routeName: 'UserCenter', routePath: '/user-page/user-center', name: '个人中心' }),
            ...node.children,
          ],
        }
      : node,
  );
const withoutUserPage = (tree: MenuNode[]) => tree.filter((node) => node.routeName !== 'UserPage');

/** jsdom has no Fullscreen API; these tests give the document a working one. */
function installFullscreen(): { element: () => Element | null } {
  let current: Element | null = null;
  const change = (next: Element | null) => {
    current = next;
    document.dispatchEvent(new Event('fullscreenchange'));
    return Promise.resolve();
  };
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => current });
  Object.defineProperty(document.documentElement, 'requestFullscreen', {
    configurable: true,
    value: () => change(document.documentElement),
  });
  Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: () => change(null) });
  return { element: () => current };
}

function removeFullscreen(): void {
  for (const key of ['fullscreenEnabled', 'fullscreenElement', 'exitFullscreen'] as const)
    Reflect.deleteProperty(document, key);
  Reflect.deleteProperty(document.documentElement, 'requestFullscreen');
}

describe('Header', () => {
  afterEach(removeFullscreen);

  it('toggles the sidebar and says whether it is expanded', async () => {
    const user = userEvent.setup();
    const { onToggleSidebar } = renderHeader({ collapsed: true });
    const fold = screen.getByRole('button', { name: '折叠侧边栏' });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(fold).toHaveClass('app-fold--collapsed');
    await user.click(fold);
    expect(onToggleSidebar).toHaveBeenCalledTimes(1);
  });

  it('holds the logo and the menu in the breadcrumb’s place where the menu is in the header', () => {
    renderHeader({ menu: <nav aria-label="顶部导航" /> });
    expect(screen.getByRole('link', { name: siteConfig.siteName })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: '顶部导航' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '面包屑导航' })).toBeNull();
  });

  it('opens menu search from a labelled button that names its shortcut', async () => {
    const user = userEvent.setup();
    const { store } = renderHeader();
    const search = screen.getByRole('button', { name: '搜索菜单' });
    expect(search).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await user.click(search);
    expect(selectMenuSearchOpen(store.getState())).toBe(true);
  });

  it('hides the full-screen button where the Fullscreen API is missing', () => {
    renderHeader();
    expect(screen.queryByRole('button', { name: '全屏' })).not.toBeInTheDocument();
  });

  it('follows the browser’s full-screen state into the store and the button', async () => {
    const user = userEvent.setup();
    const fullscreen = installFullscreen();
    const { store } = renderHeader();
    await user.click(screen.getByRole('button', { name: '全屏' }));
    expect(fullscreen.element()).toBe(document.documentElement);
    expect(selectFullScreen(store.getState())).toBe(true);
    expect(screen.getByRole('button', { name: '退出全屏' })).toBeInTheDocument();

    // Leaving by Esc: only the browser's event tells.
    await act(() => document.exitFullscreen());
    expect(selectFullScreen(store.getState())).toBe(false);
    expect(screen.getByRole('button', { name: '全屏' })).toBeInTheDocument();
  });

  it('offers 个人中心, 个人设置 and, set apart, 锁定屏幕 and 退出登录', async () => {
    const user = userEvent.setup();
    const { onNavigate, onLogout } = renderHeader({}, withUserCenter(menuTreeFixture));
    await user.click(screen.getByRole('button', { name: 'Root' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['个人中心', '个人设置', '锁定屏幕', '退出登录']);
    expect(screen.getByRole('separator')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: '个人设置' }));
    expect(onNavigate).toHaveBeenCalledWith('UserSet');
    await user.click(screen.getByRole('button', { name: 'Root' }));
    await user.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('hides 个人中心 and 个人设置 when the user’s menu does not hold their routes (they would lead nowhere)', async () => {
    const user = userEvent.setup();
    renderHeader({}, withoutUserPage(menuTreeFixture));
    await user.click(screen.getByRole('button', { name: 'Root' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['锁定屏幕', '退出登录']);
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
  });

  it('hides only 个人中心 when the menu holds 个人设置 alone', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Root' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['个人设置', '锁定屏幕', '退出登录']);
  });

  it('opens the user menu with no Blueprint warning (its legacy Popover mis-positions under React 19)', async () => {
    const warnings = collectBlueprintWarnings();
    renderHeader({}, withUserCenter(menuTreeFixture));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Root' }));
    await screen.findByRole('menuitem', { name: '个人中心' });
    expect(warnings()).toEqual([]);
  });

  describe('in the phone layout', () => {
    it('opens the drawer from a labelled button that says whether it is open', async () => {
      const user = userEvent.setup();
      const onOpenDrawer = jest.fn();
      const { rerender } = renderHeader({ phone: true, onOpenDrawer });
      // The phone header loads on a phone only.
      const button = await screen.findByRole('button', { name: '打开导航菜单' });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      await user.click(button);
      expect(onOpenDrawer).toHaveBeenCalledTimes(1);
      rerender(
        <Header
          phone
          drawerOpen
          onOpenDrawer={onOpenDrawer}
          collapsed={false}
          user={rootUser}
          onToggleSidebar={jest.fn()}
          onNavigate={jest.fn()}
          onLogout={jest.fn()}
        />,
      );
      expect(screen.getByRole('button', { name: '打开导航菜单' })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.queryByRole('button', { name: '折叠侧边栏' })).not.toBeInTheDocument();
    });

    it('folds the trail, menu search, full screen, language, theme, settings and the user’s items into one menu', async () => {
      const user = userEvent.setup();
      installFullscreen();
      const { onNavigate, onLogout, store } = renderHeader({ phone: true }, withUserCenter(menuTreeFixture));
      await screen.findByRole('button', { name: '更多' });
      expect(screen.queryByRole('button', { name: 'Root' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '全屏' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '更多' }));
      const items = await screen.findAllByRole('menuitem');
      expect(items.map((item) => item.textContent)).toEqual([
        '首页',
        '系统管理',
        '用户管理',
        '搜索菜单',
        '全屏',
        'English',
        '切换到深色主题',
        '界面设置',
        '个人中心',
        '个人设置',
        '锁定屏幕',
        '退出登录',
      ]);
      expect(screen.getByRole('menuitem', { name: '用户管理' })).toHaveAttribute('aria-current', 'page');
      await user.click(screen.getByRole('menuitem', { name: '个人中心' }));
      expect(onNavigate).toHaveBeenCalledWith('UserCenter');
      await user.click(screen.getByRole('button', { name: '更多' }));
      await user.click(await screen.findByRole('menuitem', { name: '搜索菜单' }));
      expect(selectMenuSearchOpen(store.getState())).toBe(true);
      await user.click(screen.getByRole('button', { name: '更多' }));
      await user.click(await screen.findByRole('menuitem', { name: '退出登录' }));
      expect(onLogout).toHaveBeenCalledTimes(1);
    });
  });
});
