import { Icons } from '@blueprintjs/icons';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers';
import { useLocation } from 'react-router-dom';
import { menuTreeFixture, rootUser } from '@/testing/fixtures';
import { readRecentPages } from '@/features/menu-search/recent-pages';
import { menuSearchFeature } from '..';
import { MenuSearch, isSearchShortcut } from './menu-search';
import { MenuSearchButton } from './menu-search-button';
import { transitionedOut } from '@/testing/blueprint-timing';
import { registerFeature } from '@/lib/store';

// As the page's route does: the feature's state and saga join the store.
registerFeature(menuSearchFeature);

beforeAll(() => Icons.loadAll());
afterEach(() => window.localStorage.clear());

function Where() {
  return <output aria-label="where">{useLocation().pathname}</output>;
}

function renderSearch(route = '/dashboard') {
  return renderWithProviders(
    <>
      <MenuSearchButton />
      <MenuSearch />
      <Where />
    </>,
    {
      route,
      preloadedState: {
        menu: { tree: menuTreeFixture },
        profile: {
          user: rootUser,
          profileStatus: 'idle',
          profileError: null,
          passwordStatus: 'idle',
          passwordError: null,
        },
      },
    },
  );
}

const results = () => within(screen.getByRole('menu', { name: '搜索结果' }));

describe('isSearchShortcut', () => {
  it('is Ctrl+K or ⌘K, without Alt or Shift', () => {
    const key = (init: KeyboardEventInit) => isSearchShortcut(new KeyboardEvent('keydown', init));
    expect(key({ key: 'k', ctrlKey: true })).toBe(true);
    expect(key({ key: 'k', metaKey: true })).toBe(true);
    expect(key({ key: 'л', code: 'KeyK', ctrlKey: true })).toBe(true);
    expect(key({ key: 'k' })).toBe(false);
    expect(key({ key: 'k', ctrlKey: true, shiftKey: true })).toBe(false);
    expect(key({ key: 'j', ctrlKey: true })).toBe(false);
  });
});

describe('MenuSearch', () => {
  it('opens on Ctrl+K, finds a page by its pinyin initials and opens it on Enter', async () => {
    const user = userEvent.setup();
    renderSearch();
    fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    const input = await screen.findByRole('textbox', { name: '搜索菜单' });
    await user.type(input, 'yhgl');
    await waitFor(() =>
      expect(
        results()
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['系统管理 / 用户管理/system/user']),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/system/user'));
    await transitionedOut(() => screen.queryByRole('textbox', { name: '搜索菜单' }));
    expect(readRecentPages(rootUser.userId)).toEqual(['SystemUser', 'Dashboard']);
  });

  it('opens from the header button and lists the recent pages first under their heading', async () => {
    const user = userEvent.setup();
    renderSearch('/system/role');
    await user.click(screen.getByRole('button', { name: '搜索菜单' }));
    await screen.findByRole('textbox', { name: '搜索菜单' });
    const titles = results()
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(titles[0]).toBe('系统管理 / 角色管理/system/role');
    expect(titles).toContain('仪表盘/dashboard');
    expect(titles).toContain('个人页 / 个人设置/user-page/user-set');
    expect(titles.some((title) => title?.startsWith('文档'))).toBe(false);
    expect(results().getByText('最近访问')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderSearch();
    fireEvent.keyDown(document, { key: 'k', metaKey: true });
    await user.type(await screen.findByRole('textbox', { name: '搜索菜单' }), 'no such page');
    expect(await screen.findByText('没有匹配的页面')).toBeInTheDocument();
  });

  it('starts each opening from an empty search', async () => {
    const user = userEvent.setup();
    renderSearch();
    fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    await user.type(await screen.findByRole('textbox', { name: '搜索菜单' }), 'yhgl');
    await user.keyboard('{Escape}');
    await transitionedOut(() => screen.queryByRole('textbox', { name: '搜索菜单' }));
    fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    expect(await screen.findByRole('textbox', { name: '搜索菜单' })).toHaveValue('');
  });
});
