import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers';
import { systemPageTree } from '@/testing/fixtures';
import { signedIn, success } from '@/testing/saga-harness';
import { type OperationLog, type OperationLogDetail, operationLogApi } from '@/features/system-audit/api';
import { OperationLogView, systemOperationLogFeature } from '..';

jest.mock('@/lib/toaster', () => ({ showToast: jest.fn(async () => 'toast-1') }));

const ROW: OperationLog = {
  id: 'op-1',
  at: '2026-11-28T09:12:03.120Z',
  userId: 'u-root',
  userName: 'root',
  realName: '超级管理员',
  clientAddress: '203.0.113.7',
  operation: 'updateUser',
  recordType: 'user',
  recordId: 'u-wang',
  recordLabel: 'wang.fang',
  result: 'success',
};
const REFUSED: OperationLog = { ...ROW, id: 'op-2', result: 'failure', reason: 'own_roles' };
const DETAIL: OperationLogDetail = {
  ...ROW,
  changes: [
    { field: 'roleIds', before: ['r-staff', 'r-old'], after: ['r-staff', 'r-auditor'] },
    { field: 'email', before: 'a@example.com', after: 'b@example.com' },
    { field: 'password', redacted: true },
  ],
};

function renderLog(route = '/system/operation-log') {
  const list = jest
    .spyOn(operationLogApi, 'list')
    .mockResolvedValue(success({ list: [ROW, REFUSED], pagination: { total: 2, current: 1, pageSize: 10 } }) as never);
  const get = jest.spyOn(operationLogApi, 'get').mockResolvedValue(success(DETAIL) as never);
  renderWithProviders(<OperationLogView />, {
    route,
    features: [systemOperationLogFeature],
    preloadedState: signedIn({
      permissions: ['SystemOperationLog.query'],
      tree: systemPageTree('SystemOperationLog', '/system/operation-log', ['query']),
    }),
  });
  return { list, get };
}

const lastQuery = (list: jest.SpyInstance) => list.mock.calls.at(-1)?.[0] as Record<string, unknown>;

afterEach(() => jest.restoreAllMocks());

describe('the operation log', () => {
  it('shows who did what to which record, and a refusal with its reason from the catalogue', async () => {
    renderLog();
    const table = await screen.findByRole('table', { name: '操作日志列表' });
    const rows = await within(table).findAllByRole('row');
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1, 6)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['root（超级管理员）', '203.0.113.7', '编辑用户', '用户 · wang.fang', '成功'],
      ['root（超级管理员）', '203.0.113.7', '编辑用户', '用户 · wang.fang', '失败不能修改自己的角色'],
    ]);
    // Read only: no add, and no export without SystemOperationLog.export.
    expect(screen.queryByRole('button', { name: /新建|导出/ })).toBeNull();
  });

  it('sends the filters as the contract names them, the time range as instants', async () => {
    const { list } = renderLog();
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '按操作筛选' }), '编辑角色');
    await waitFor(() => expect(lastQuery(list)).toMatchObject({ operation: 'updateRole', current: 1 }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '按记录类型筛选' }), '角色');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '按结果筛选' }), '失败');
    const from = screen.getByLabelText('开始时间');
    fireEvent.change(from, { target: { value: '2026-11-28T09:00' } });
    fireEvent.blur(from);
    await waitFor(() =>
      expect(lastQuery(list)).toEqual(
        expect.objectContaining({
          operation: 'updateRole',
          recordType: 'role',
          result: 'failure',
          from: new Date(2026, 10, 28, 9, 0).toISOString(),
        }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() =>
      expect(lastQuery(list)).toMatchObject({ operation: undefined, recordType: undefined, from: undefined }),
    );
  });

  it("reads its filters from the URL, and opens a record's details with its changes marked", async () => {
    const { list, get } = renderLog('/system/operation-log?operation=updateUser&result=success');
    await waitFor(() => expect(lastQuery(list)).toMatchObject({ operation: 'updateUser', result: 'success' }));
    const [details] = await screen.findAllByRole('button', { name: /^查看 .+ 编辑用户 的详情$/ });
    await userEvent.click(details!);
    const dialog = await screen.findByRole('dialog', { name: '操作详情' });
    await waitFor(() => expect(get).toHaveBeenCalledWith('op-1', expect.any(AbortSignal)));
    const changes = await within(dialog).findByRole('table', { name: '字段变更' });
    const cells = within(changes)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['角色 ID', 'r-staff移除 r-old', 'r-staff新增 r-auditor'],
      ['邮箱', '移除 a@example.com', '新增 b@example.com'],
      ['密码', '已修改（不记录内容）'],
    ]);
    expect(within(changes).getByText('r-old').closest('li')).toHaveClass('app-audit-item--removed');
    expect(within(changes).getByText('r-auditor').closest('li')).toHaveClass('app-audit-item--added');
  });
});
