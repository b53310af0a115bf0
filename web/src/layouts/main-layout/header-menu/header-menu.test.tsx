import { OverlaysProvider } from '@blueprintjs/core';
import { Icons } from '@blueprintjs/icons';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { MenuEntry } from '@/features/menu';
import { menuEntry as entry } from '@/testing/fixtures';
import HeaderMenu from './header-menu';

const entries: MenuEntry[] = [
  entry('Dashboard', '仪表盘', '/dashboard'),
  entry('System', '系统管理', '/system', [
    entry('SystemUser', '用户管理', '/system/user'),
    entry('SystemRole', '角色管理', '/system/role'),
  ]),
  entry('Docs', '文档', '/docs', [], 'https://docs.example/'),
];

// Icons load asynchronously; loading them first keeps their late updates out of the tests.
beforeAll(() => Icons.loadAll());

function renderMenu(mode: 'top' | 'mixed', path: string) {
  const onNavigate = jest.fn();
  render(
    <OverlaysProvider>
      <MemoryRouter initialEntries={[path]}>
        <HeaderMenu entries={entries} mode={mode} onNavigate={onNavigate} />
      </MemoryRouter>
    </OverlaysProvider>,
  );
  return { onNavigate, nav: screen.getByRole('navigation', { name: '顶部导航' }) };
}

describe('the header menu of the top layout', () => {
  it('lists the root entries as links and menu buttons, the page’s group marked', () => {
    renderMenu('top', '/system/role');
    expect(screen.getByRole('link', { name: '仪表盘' })).toHaveAttribute('href', '/dashboard');
    const system = screen.getByRole('button', { name: '系统管理' });
    expect(system).toHaveAttribute('aria-haspopup', 'menu');
    expect(system).toHaveAttribute('aria-expanded', 'false');
    expect(system).toHaveClass('bp6-active');
    expect(screen.getByRole('link', { name: '文档' })).toHaveAttribute('target', '_blank');
  });

  it('opens a group from the keyboard on its first page and navigates by route name', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderMenu('top', '/dashboard');
    screen.getByRole('link', { name: '仪表盘' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '系统管理' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    // The focus goes in once the menu has opened.
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '用户管理' })).toHaveFocus());
    // Arrows inside the menu read the items' boxes, which jsdom has not: the end-to-end test moves with them.
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('SystemUser');
  });

  it('moves along the bar with Home, End and the arrows, wrapping', async () => {
    const user = userEvent.setup();
    renderMenu('top', '/dashboard');
    screen.getByRole('link', { name: '仪表盘' }).focus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: '文档' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: '仪表盘' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('link', { name: '文档' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('link', { name: '仪表盘' })).toHaveFocus();
  });
});

describe('the header menu of the mixed layout', () => {
  it('shows the first level as links, a group’s to its first page, marked while the page is in it', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderMenu('mixed', '/system/role');
    const system = screen.getByRole('link', { name: '系统管理' });
    expect(system).toHaveAttribute('href', '/system/user');
    expect(system).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: '仪表盘' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('button', { name: '系统管理' })).toBeNull();
    await user.click(system);
    expect(onNavigate).toHaveBeenCalledWith('SystemUser');
  });
});
