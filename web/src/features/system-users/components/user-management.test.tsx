import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialAuthState } from '../../auth';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { success } from '../../../testing/saga-harness';
import { systemUser } from '../../../testing/system-user';
import { usersApi } from '../api';
import { apiClient } from '../../../api/client';
import { UserManagement } from './user-management';

jest.mock('../../../lib/toaster', () => ({ showToast: jest.fn(async () => 'toast-1') }));

function renderAs(permissions: string[]) {
  const list = jest.spyOn(usersApi, 'list').mockResolvedValue(success({ list: [systemUser('root'), systemUser('staff')], pagination: { total: 2, current: 1, pageSize: 10 } }) as never);
  // The only other request of the page: the roles the filter and the form offer.
  const roles = jest.spyOn(apiClient, 'GET').mockResolvedValue(success({ list: [], pagination: { total: 0, current: 1, pageSize: 100 } }) as never);
  renderWithProviders(<UserManagement />, { preloadedState: { auth: { ...initialAuthState, token: 'Bearer t', permissions } } });
  return { list, roles };
}

describe('UserManagement', () => {
  afterEach(() => jest.restoreAllMocks());

  it('gives a reader the list without any add, edit or delete button, and asks for no roles', async () => {
    const { roles } = renderAs(['SystemUser.query']);
    const table = await screen.findByRole('table', { name: '用户列表' });
    await within(table).findByText('staff');
    expect(screen.queryByRole('button', { name: '新建用户' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(编辑|删除) / })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '启用 staff' })).toBeDisabled();
    expect(roles).not.toHaveBeenCalled();
  });

  it('gives an editor the buttons its permissions allow, each one', async () => {
    const { roles } = renderAs(['SystemUser.query', 'SystemUser.add', 'SystemUser.edit']);
    await screen.findByText('staff');
    expect(roles).toHaveBeenCalledWith('/roles', expect.anything());
    expect(screen.getByRole('button', { name: '新建用户' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '编辑 staff' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除 staff' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '启用 staff' })).toBeEnabled();
  });

  it('offers no delete and no status change for root, which the server refuses', async () => {
    renderAs(['SystemUser.query', 'SystemUser.edit', 'SystemUser.delete']);
    await screen.findByText('staff');
    expect(screen.getByRole('button', { name: '删除 staff' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除 root' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '编辑 root' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '启用 root' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '启用 staff' })).toBeEnabled();
  });

  it('asks the server for the next sort and page', async () => {
    const { list } = renderAs(['SystemUser.query']);
    await screen.findByText('staff');
    await userEvent.click(screen.getByRole('button', { name: '按姓名排序' }));
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ sortField: 'realName', sortOrder: 'asc', current: 1 }), expect.anything());
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '20');
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ pageSize: 20, current: 1, sortField: 'realName' }), expect.anything());
  });
});
