import { Icons } from '@blueprintjs/icons';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardView, dashboardFeature, selectDashboardStatus } from '..';
import { fetchDashboard } from '@/features/dashboard/api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { failure, signedIn, success } from '@/testing/saga-harness';
import { registerFeature } from '@/lib/store';

// As the page's route does: the feature's state and saga join the store.
registerFeature(dashboardFeature);

// The page's saga runs in the real store; only the call to the server is faked.
jest.mock('@/features/dashboard/api');

const figures = (users: number) => ({
  counts: { users, roles: 2, menus: 24, activeSessions: 1 },
  logins: [{ date: '2026-11-21', count: 3 }],
});
const answer = (result: object) =>
  jest.mocked(fetchDashboard).mockResolvedValueOnce(result as Awaited<ReturnType<typeof fetchDashboard>>);
const render = () => renderWithProviders(<DashboardView />, { preloadedState: signedIn() });

afterEach(() => jest.resetAllMocks());

describe('DashboardView', () => {
  it('loads the figures on mount and again on 刷新', async () => {
    answer(success(figures(1234)));
    answer(success(figures(1235)));
    const { store } = render();
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(await screen.findByText('1,235')).toBeInTheDocument();
    expect(fetchDashboard).toHaveBeenCalledTimes(2);
    expect(selectDashboardStatus(store.getState())).toBe('ready');
  });

  it('says why a load failed, and keeps the figures it had', async () => {
    answer(success(figures(7)));
    answer(failure(500, 'boom'));
    render();
    expect(await screen.findByText('7')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(await screen.findByText('仪表盘数据加载失败')).toBeInTheDocument();
    expect(screen.getByText('服务器错误')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('7')).toBeInTheDocument());
  });

  it('draws its own icons with the page, none looked up or loaded by name', async () => {
    // Blueprint's Icon reads the paths of an icon given by name (loading them when missing); an
    // imported icon component holds its own. Earlier tests may have loaded names already.
    const byName = jest.spyOn(Icons, 'getPaths');
    answer(success(figures(4321)));
    render();
    expect(await screen.findByText('4,321')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '刷新' }).querySelector('svg')).not.toBeNull();
    expect(screen.getByText('用户').closest('.app-stat-card')?.querySelector('svg')).not.toBeNull();
    expect(byName.mock.calls.map(([name]) => name)).toEqual([]);
  });
});
