import { Icons } from '@blueprintjs/icons';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router-dom';
import type { MenuEntry } from '@/features/menu';
import { collectBlueprintWarnings } from '@/testing/blueprint-warnings';
import { menuEntry as entry } from '@/testing/fixtures';
import { Sidebar } from './sidebar';
import { transitionedOut } from '@/testing/blueprint-timing';

const entries: MenuEntry[] = [
  entry('Dashboard', '仪表盘', '/dashboard'),
  entry('System', '系统管理', '/system', [
    entry('SystemUser', '用户管理', '/system/user'),
    entry('SystemRole', '角色管理', '/system/role'),
  ]),
  entry('Demo', '组件示例', '/demo', [
    entry('CountTo', '数字动画', '/demo/count-to'),
    entry('BackToTop', '返回顶部', '/demo/back-to-top'),
  ]),
  // As the menu model shows a parent with one child: that child in its place.
  entry('LoneChild', '唯一子项', '/lone/child'),
  entry('Docs', '文档', '/docs', [], 'https://docs.example/'),
];

// Icons load asynchronously; loading them first keeps their late updates out of the tests.
beforeAll(() => Icons.loadAll());

function renderSidebar(collapsed: boolean, path = '/dashboard') {
  const onNavigate = jest.fn();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Sidebar entries={entries} collapsed={collapsed} onNavigate={onNavigate} />
    </MemoryRouter>,
  );
  return { onNavigate, aside: screen.getByRole('complementary') };
}

describe('Sidebar, expanded', () => {
  it('is 256 px wide with the logo linking home', () => {
    const { aside } = renderSidebar(false);
    expect(aside).toHaveStyle({ width: '256px' });
    expect(screen.getByRole('link', { name: 'Admin Back Office' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Admin')).toBeInTheDocument();
  });

  it('opens the current page’s branch and only one branch at a time', async () => {
    const user = userEvent.setup();
    renderSidebar(false, '/system/role');
    expect(screen.getByRole('menuitem', { name: '角色管理' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('menuitem', { name: '组件示例' }));
    expect(screen.getByRole('menuitem', { name: '数字动画' })).toBeInTheDocument();
    await transitionedOut(() => screen.queryByRole('menuitem', { name: '角色管理' }));
  });

  describe('when the router renders a navigation a moment after the address moved', () => {
    /** The sidebar in a router at /dashboard; answers how the test navigates it. */
    function renderRouted(): (to: string) => void {
      let navigate: NavigateFunction | undefined;
      function Navigator() {
        navigate = useNavigate();
        return null;
      }
      render(
        <MemoryRouter initialEntries={['/dashboard']}>
          <Navigator />
          <Sidebar entries={entries} collapsed={false} onNavigate={jest.fn()} />
        </MemoryRouter>,
      );
      return (to) => void navigate!(to);
    }

    afterEach(() => window.history.replaceState(null, '', '/'));

    it('keeps a group the user opened once the address was the new page’s', async () => {
      const user = userEvent.setup();
      const navigate = renderRouted();
      window.history.pushState(null, '', '/system/role');
      await user.click(screen.getByRole('menuitem', { name: '组件示例' }));
      await act(async () => navigate('/system/role'));
      expect(screen.getByRole('menuitem', { name: '数字动画' })).toBeInTheDocument();
      expect(screen.getByRole('menuitem', { name: '系统管理' })).toHaveAttribute('aria-expanded', 'false');
    });

    it('opens the new page’s branch over a group opened before the address moved', async () => {
      const user = userEvent.setup();
      const navigate = renderRouted();
      await user.click(screen.getByRole('menuitem', { name: '组件示例' }));
      window.history.pushState(null, '', '/system/role');
      await act(async () => navigate('/system/role'));
      expect(screen.getByRole('menuitem', { name: '角色管理' })).toHaveAttribute('aria-current', 'page');
      await transitionedOut(() => screen.queryByRole('menuitem', { name: '数字动画' }));
    });
  });

  it('holds only menu items and the open branch as a group of menu items (a valid menu for assistive technology)', () => {
    renderSidebar(false, '/system/role');
    const menu = screen.getByRole('menu', { name: '主菜单' });
    const owned = (element: Element): Element[] =>
      [...element.children].flatMap((child) => (child.getAttribute('role') === 'none' ? owned(child) : [child]));
    expect(owned(menu).map((child) => child.getAttribute('role'))).toEqual([
      'menuitem',
      'menuitem',
      'group',
      'menuitem',
      'menuitem',
      'menuitem',
    ]);
    const group = screen.getByRole('group', { name: '系统管理' });
    expect(owned(group).map((child) => child.getAttribute('role'))).toEqual(['menuitem', 'menuitem']);
  });

  it('opens a branch and a page from the keyboard', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderSidebar(false);
    screen.getByRole('menuitem', { name: '组件示例' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('group', { name: '组件示例' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('menuitem', { name: '数字动画' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('CountTo');
  });

  it('cuts long titles by CSS, never measuring an item as it mounts (a forced layout per item in a long menu)', () => {
    const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get');
    renderSidebar(false, '/system/role');
    expect(scrollWidth).not.toHaveBeenCalled();
    expect(screen.getByText('角色管理')).toHaveClass('bp6-text-overflow-ellipsis');
    // The whole title is the hover tooltip, of a page, a parent and an external link alike.
    expect(screen.getByText('角色管理')).toHaveAttribute('title', '角色管理');
    expect(screen.getByText('系统管理')).toHaveAttribute('title', '系统管理');
    expect(screen.getByText('文档')).toHaveAttribute('title', '文档');
    // The tooltip sits on the text, not on the item: a screen reader reads the name once, with no description repeating it.
    for (const name of ['角色管理', '系统管理', '文档'])
      expect(screen.getByRole('menuitem', { name })).not.toHaveAccessibleDescription();
    scrollWidth.mockRestore();
  });

  it('navigates by route name on a plain click', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderSidebar(false);
    await user.click(screen.getByRole('menuitem', { name: '仪表盘' }));
    expect(onNavigate).toHaveBeenCalledWith('Dashboard');
  });

  it('leaves a click with a modifier key to the browser (a new tab)', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderSidebar(false);
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('menuitem', { name: '仪表盘' }));
    await user.keyboard('{/Control}');
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('opens an external link in a new window without access to this one', () => {
    renderSidebar(false);
    const docs = screen.getByRole('menuitem', { name: '文档' });
    expect(docs).toHaveAttribute('href', 'https://docs.example/');
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('Sidebar, collapsed', () => {
  it('is 64 px wide and shows icons only, named for assistive technology', () => {
    const { aside } = renderSidebar(true);
    expect(aside).toHaveStyle({ width: '64px' });
    expect(screen.queryByText('Admin')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '仪表盘' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '仪表盘' })).not.toBeInTheDocument();
  });

  it('flies a parent’s children out in a menu', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderSidebar(true);
    await user.hover(screen.getByRole('button', { name: '系统管理' }));
    const flyout = await screen.findByRole('menu', { name: '系统管理' });
    expect(flyout).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: '用户管理' }));
    expect(onNavigate).toHaveBeenCalledWith('SystemUser');
  });

  it('flies out with no Blueprint warning (its legacy Popover mis-positions under React 19)', async () => {
    const warnings = collectBlueprintWarnings();
    renderSidebar(true);
    await userEvent.setup().hover(screen.getByRole('button', { name: '系统管理' }));
    await screen.findByRole('menu', { name: '系统管理' });
    expect(warnings()).toEqual([]);
  });
});

describe('Sidebar, menu on its way', () => {
  it.each([false, true])('shows a named spinner instead of an empty menu (collapsed: %s)', (collapsed) => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Sidebar entries={[]} collapsed={collapsed} onNavigate={jest.fn()} loading />
      </MemoryRouter>,
    );
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin Back Office' })).toBeInTheDocument();
  });
});

describe('Sidebar, a long menu', () => {
  // jsdom's window is 768 px tall: 21 entries of 40 px fit it (first-screen.ts).
  const ON_SCREEN = 21;
  const many = Array.from({ length: 60 }, (_, i) => entry(`Page${i}`, `页面 ${i}`, `/page-${i}`));
  const menuItems = () => screen.getAllByRole('menuitem');

  function renderLong(path: string, list: MenuEntry[] = many) {
    const view = render(
      <MemoryRouter initialEntries={[path]}>
        <Sidebar entries={list} collapsed={false} onNavigate={jest.fn()} />
      </MemoryRouter>,
    );
    return (next: MenuEntry[]) =>
      view.rerender(
        <MemoryRouter initialEntries={[path]}>
          <Sidebar entries={next} collapsed={false} onNavigate={jest.fn()} />
        </MemoryRouter>,
      );
  }

  it('draws what the window can show first, and every entry once that has painted', async () => {
    renderLong('/page-0');
    expect(menuItems()).toHaveLength(ON_SCREEN);
    expect(await screen.findByRole('menuitem', { name: '页面 59' })).toBeInTheDocument();
    expect(menuItems()).toHaveLength(60);
  });

  it('draws the current page with the first screen, wherever it sits', () => {
    renderLong('/page-45');
    expect(menuItems()).toHaveLength(46);
    expect(screen.getByRole('menuitem', { name: '页面 45' })).toHaveAttribute('aria-current', 'page');
  });

  it('never cuts a menu refreshed after the first paint, and leaves a menu that fits whole', async () => {
    const refresh = renderLong('/page-0', many.slice(0, 5));
    expect(menuItems()).toHaveLength(5);
    refresh(many);
    expect(menuItems()).toHaveLength(ON_SCREEN);
    await screen.findByRole('menuitem', { name: '页面 59' });
    refresh([...many, entry('Late', '新页面', '/late')]);
    expect(menuItems()).toHaveLength(61);
  });
});
