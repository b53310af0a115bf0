import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate } from '@/lib/format-date';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signedIn } from '@/testing/saga-harness';
import { demoItemsApi, type DemoItem, type DemoItemQuery } from './api';
import { demoListFeature } from '.';
import { QueryList } from './query-list';
import { registerFeature } from '@/lib/store';

// As the page's route does: the feature's state and saga join the store.
registerFeature(demoListFeature);

// The list's saga runs in the real store; only the calls to the server are faked.
jest.mock('./api', () => ({
  demoItemsApi: { list: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() },
}));
jest.mock('@/lib/toaster', () => ({ showToast: jest.fn(async () => 'toast-1') }));

const fetchMock = jest.mocked(demoItemsApi.list);
const removeMock = jest.mocked(demoItemsApi.remove);
const signal = expect.any(AbortSignal);

const items: DemoItem[] = Array.from({ length: 25 }, (_, index) => ({
  id: `item-${String(index + 1).padStart(5, '0')}`,
  name: `任务 ${index + 1}`,
  description: 'd',
  owner: index % 2 === 0 ? '曲丽丽' : '付小小',
  status: 'online',
  callCount: (index * 7919) % 100,
  createdAt: '2026-01-01T00:00:00.000Z',
}));

/** A fake server: filters by owner keyword, sorts by callCount, pages. */
function serve(query: DemoItemQuery) {
  const current = query.current ?? 1;
  const pageSize = query.pageSize ?? 10;
  let found = items.filter((item) => query.queryValue === undefined || item.owner.includes(query.queryValue));
  if (query.sortField === 'callCount')
    found = [...found].sort((a, b) => (query.sortOrder === 'desc' ? -1 : 1) * (a.callCount - b.callCount));
  const list = found.slice((current - 1) * pageSize, current * pageSize);
  return Promise.resolve({
    data: { list, pagination: { total: found.length, current, pageSize } },
    error: undefined,
    response: {} as Response,
  });
}

const render = (permissions: string[], route = '/') =>
  renderWithProviders(<QueryList />, { preloadedState: signedIn({ permissions }), route });
const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent);

describe('QueryList', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(serve as unknown as typeof demoItemsApi.list);
    removeMock.mockReset();
  });

  it('loads the first page, then pages and sorts on the server', async () => {
    render(['QueryList.query']);
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    expect(fetchMock).toHaveBeenLastCalledWith({ current: 1, pageSize: 10 }, signal);
    expect(screen.getByText('共 25 条')).toBeInTheDocument();
    // The app's one date format (lib/format-date), in local time like every other date.
    expect(within(screen.getByRole('table')).getAllByText(formatDate('2026-01-01T00:00:00.000Z'))).toHaveLength(10);
    expect(formatDate('2026-01-01T00:00:00.000Z')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(rowNames()[0]).toBe('任务 11'));
    expect(fetchMock).toHaveBeenLastCalledWith({ current: 2, pageSize: 10 }, signal);

    await userEvent.click(screen.getByRole('button', { name: '按 调用次数 排序' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenLastCalledWith(
        { current: 1, pageSize: 10, sortField: 'callCount', sortOrder: 'asc' },
        signal,
      ),
    );
    const lowest = [...items].sort((a, b) => a.callCount - b.callCount)[0];
    await waitFor(() => expect(rowNames()[0]).toBe(lowest?.name));
  });

  it('sends the filters, shows the empty state and selects rows', async () => {
    render(['QueryList.query']);
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    await userEvent.click(screen.getByRole('checkbox', { name: '选择本页全部' }));
    expect(screen.getByText('已选择 10 项')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: '关键字' }), '  nobody ');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenLastCalledWith({ current: 1, pageSize: 10, queryValue: 'nobody' }, signal),
    );
    expect(await screen.findByRole('heading', { name: '没有符合条件的数据' })).toBeInTheDocument();
  });

  it('shows add, edit and delete only with their permissions', async () => {
    const { unmount } = render(['QueryList.query']);
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    expect(screen.queryByRole('button', { name: '新建' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: '编辑' })).toHaveLength(0);
    unmount();

    render(['QueryList.query', 'QueryList.add', 'QueryList.edit', 'QueryList.delete']);
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    expect(screen.getByRole('button', { name: '新建' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '编辑' })).toHaveLength(10);
    expect(screen.getAllByRole('button', { name: '删除' })).toHaveLength(10);
  });

  it('deletes the selected rows through the saga, then unselects them and reloads', async () => {
    removeMock.mockResolvedValue({ data: { status: 'OK' }, error: undefined, response: {} as Response } as never);
    render(['QueryList.query', 'QueryList.delete']);
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 任务 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 任务 2' }));
    const loads = fetchMock.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: '批量删除' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText(/已选择/)).not.toBeInTheDocument());
    expect(removeMock.mock.calls.map(([id]) => id)).toEqual(['item-00001', 'item-00002']);
    expect(fetchMock.mock.calls.length).toBeGreaterThan(loads);
  });

  it('opens the query its URL holds, ignoring what the contract would refuse', async () => {
    render(['QueryList.query'], '/?q=曲丽丽&sort=callCount&order=desc&page=2&size=7&status=paused');
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    expect(fetchMock).toHaveBeenLastCalledWith(
      { current: 2, pageSize: 10, queryValue: '曲丽丽', sortField: 'callCount', sortOrder: 'desc' },
      signal,
    );
    expect(screen.getByRole('textbox', { name: '关键字' })).toHaveValue('曲丽丽');
  });

  it('hides a column through the table settings', async () => {
    render(['QueryList.query']);
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    expect(screen.getByRole('columnheader', { name: '描述' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '表格设置' }));
    await userEvent.click(
      within(await screen.findByRole('group', { name: '表格设置' })).getByRole('checkbox', { name: '描述' }),
    );
    expect(screen.queryByRole('columnheader', { name: '描述' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]?.querySelectorAll('td')).toHaveLength(8);
  });
});
