import { Classes } from '@blueprintjs/core';
import { Icons } from '@blueprintjs/icons';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardView, dashboardFeature, selectDashboard } from '..';
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
    expect(selectDashboard(store.getState()).status).toBe('ready');
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

  it('shows a skeleton while the first figures load', async () => {
    let answerNow: (value: Awaited<ReturnType<typeof fetchDashboard>>) => void = () => undefined;
    jest.mocked(fetchDashboard).mockReturnValueOnce(new Promise((resolve) => (answerNow = resolve)));
    const { container } = render();
    expect(container.querySelectorAll(`.${Classes.SKELETON}`).length).toBeGreaterThan(0);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    answerNow(success(figures(42)) as never);
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(container.querySelector(`.${Classes.SKELETON}`)).toBeNull();
  });

  it('says why the first load failed, with a retry that loads the figures', async () => {
    answer(failure(500, 'boom'));
    answer(success(figures(9)));
    render();
    expect(await screen.findByRole('heading', { name: '仪表盘数据加载失败' })).toBeInTheDocument();
    expect(screen.getByText('服务器错误')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('9')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('says so when there were no sign-ins, and when none is listed', async () => {
    answer(success({ ...figures(1), logins: [{ date: '2026-11-21', count: 0, failed: 0 }], recentSignIns: [] }));
    render();
    expect(await screen.findByText('近 14 天没有登录')).toBeInTheDocument();
    expect(screen.getByText('暂无登录记录')).toBeInTheDocument();
  });

  it('gives each compared figure its change in words, arrow and colour, rises in refused sign-ins as bad news', async () => {
    answer(
      success({
        ...figures(12),
        comparison: {
          periodDays: 7,
          signIns: { current: 30, previous: 20 },
          failedSignIns: { current: 4, previous: 2 },
          users: { current: 12, previous: 12 },
        },
      }),
    );
    render();
    const rise = await screen.findByText('较前 7 天增加 50%');
    expect(rise.closest('.app-kpi__delta')).toHaveClass('app-kpi__delta--good');
    expect(screen.getByText('较前 7 天增加 100%').closest('.app-kpi__delta')).toHaveClass('app-kpi__delta--bad');
    expect(screen.getByText('与前 7 天持平')).toBeInTheDocument();
  });

  it('shows the figures without comparisons against a back end that gives counts and logins alone', async () => {
    answer(success(figures(5)));
    render();
    expect(await screen.findByText('5')).toBeInTheDocument();
    expect(screen.queryByText(/较前|持平/)).toBeNull();
    expect(screen.queryByText('登录失败')).toBeNull();
  });

  it('draws its own icons with the page, none looked up or loaded by name', async () => {
    // Blueprint's Icon reads the paths of an icon given by name (loading them when missing); an
    // imported icon component holds its own. Earlier tests may have loaded names already.
    const byName = jest.spyOn(Icons, 'getPaths');
    answer(success(figures(4321)));
    render();
    expect(await screen.findByText('4,321')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '刷新' }).querySelector('svg')).not.toBeNull();
    expect(screen.getByText('用户').closest('.app-kpi')?.querySelector('svg')).not.toBeNull();
    expect(byName.mock.calls.map(([name]) => name)).toEqual([]);
  });
});
