import { Icons } from '@blueprintjs/icons';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  selectFixedHeader,
  selectLayoutMode,
  selectSidebarCollapsedByDefault,
  selectTabBarEnabled,
  selectThemeChoice,
} from '@/features/preferences';
import { rootUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { Header } from './header';
import { transitionedOut } from '@/testing/blueprint-timing';

jest.mock('./app-breadcrumbs', () => ({ AppBreadcrumbs: () => null }));
jest.mock('./breadcrumb-trail', () => ({ useBreadcrumbTrail: () => [{ text: '首页' }] }));

beforeAll(() => Icons.loadAll());
afterEach(() => window.localStorage.clear());

const renderHeader = (phone: boolean) =>
  renderWithProviders(
    <Header
      collapsed={false}
      user={rootUser}
      onToggleSidebar={jest.fn()}
      onNavigate={jest.fn()}
      onLogout={jest.fn()}
      phone={phone}
    />,
  );

describe('the header’s theme toggle and settings drawer', () => {
  it('toggles between light and dark, naming what a press does', async () => {
    const user = userEvent.setup();
    const { store } = renderHeader(false);
    await user.click(screen.getByRole('button', { name: '切换到深色主题' }));
    expect(selectThemeChoice(store.getState())).toBe('dark');
    await user.click(screen.getByRole('button', { name: '切换到浅色主题' }));
    expect(selectThemeChoice(store.getState())).toBe('light');
  });

  it('opens the drawer, whose every control changes its preference', async () => {
    const user = userEvent.setup();
    const { store } = renderHeader(false);
    await user.click(screen.getByRole('button', { name: '界面设置' }));
    const drawer = await screen.findByRole('dialog', { name: '界面设置' });
    expect(screen.getByRole('radio', { name: '跟随系统' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '中文' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '深色' }));
    await user.click(screen.getByRole('checkbox', { name: '显示标签栏' }));
    await user.click(screen.getByRole('checkbox', { name: '侧边栏默认收起' }));
    await user.click(screen.getByRole('checkbox', { name: '固定顶栏' }));
    const state = store.getState();
    expect([
      selectThemeChoice(state),
      selectTabBarEnabled(state),
      selectSidebarCollapsedByDefault(state),
      selectFixedHeader(state),
    ]).toEqual(['dark', false, true, false]);
    await user.click(screen.getByRole('button', { name: '关闭' }));
    // The drawer leaves after its closing transition.
    await transitionedOut(() => drawer);
  });

  it('chooses where the menu sits, and offers no collapsed sidebar where there is none', async () => {
    const user = userEvent.setup();
    const { store } = renderHeader(false);
    await user.click(screen.getByRole('button', { name: '界面设置' }));
    const layout = await screen.findByRole('radiogroup', { name: '菜单布局' });
    expect(within(layout).getByRole('radio', { name: '侧边菜单' })).toBeChecked();
    const collapsedAtStart = screen.getByRole('checkbox', { name: '侧边栏默认收起' });
    expect(collapsedAtStart).toBeEnabled();
    await user.click(within(layout).getByRole('radio', { name: '顶部菜单' }));
    expect(selectLayoutMode(store.getState())).toBe('top');
    expect(collapsedAtStart).toBeDisabled();
    await user.click(within(layout).getByRole('radio', { name: '混合菜单' }));
    expect(selectLayoutMode(store.getState())).toBe('mixed');
    expect(collapsedAtStart).toBeEnabled();
  });

  it('offers both in the phone header’s 更多 menu', async () => {
    const user = userEvent.setup();
    const { store } = renderHeader(true);
    // The phone header loads on a phone only.
    await user.click(await screen.findByRole('button', { name: '更多' }));
    await user.click(await screen.findByRole('menuitem', { name: '切换到深色主题' }));
    expect(selectThemeChoice(store.getState())).toBe('dark');
    await user.click(screen.getByRole('button', { name: '更多' }));
    await user.click(await screen.findByRole('menuitem', { name: '界面设置' }));
    expect(await screen.findByRole('dialog', { name: '界面设置' })).toBeInTheDocument();
  });
});
