import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '../../../api/client';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { success } from '../../../testing/saga-harness';
import { systemMenuNode } from '../../../testing/system-menu-node';
import { initialAuthState } from '../../auth';
import { type MenuNode, menusApi } from '../api';
import { MenuManagement } from './menu-management';

jest.mock('../../../lib/toaster', () => ({ showToast: jest.fn(async () => 'toast-1') }));

// A parent menu's component is the nested-route view, as in the seed menus.
const menu = (id: string, name: string, parentId: string | null, children: MenuNode[] = []): MenuNode => ({
  ...systemMenuNode(id, name, parentId, [{ code: 'query', name: '查询', resourceIds: [] }], children),
  ...(children.length > 0 && { component: '/layouts/RouteView' }),
});

const tree = [menu('System', '系统管理', null, [menu('SystemUser', '用户管理', 'System')])];

function renderAs(permissions: string[]) {
  jest.spyOn(menusApi, 'list').mockResolvedValue(success({ list: tree, pagination: { total: 1 } }) as never);
  const update = jest.spyOn(menusApi, 'update').mockResolvedValue(success(tree[0]) as never);
  const resources = jest.spyOn(apiClient, 'GET').mockResolvedValue(success({ list: [], pagination: { total: 0, current: 1, pageSize: 100 } }) as never);
  renderWithProviders(<MenuManagement />, { preloadedState: { auth: { ...initialAuthState, token: 'Bearer t', permissions } } });
  return { update, resources };
}

describe('MenuManagement', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows a reader the selected menu read-only, without save, delete or add', async () => {
    const { resources } = renderAs(['SystemMenu.query']);
    await userEvent.click(await screen.findByText('用户管理'));
    const form = screen.getByRole('form', { name: '编辑菜单' });
    expect(within(form).getByText('您没有编辑此菜单的权限')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^菜单名称/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: /保存|删除|新建菜单|新建子菜单/ })).not.toBeInTheDocument();
    expect(resources).not.toHaveBeenCalled();
  });

  it('saves an edited menu with its parent and actions', async () => {
    const { update } = renderAs(['SystemMenu.query', 'SystemMenu.edit']);
    await userEvent.click(await screen.findByText('用户管理'));
    const form = screen.getByRole('form', { name: '编辑菜单' });
    expect(within(form).getByRole('combobox', { name: '上级菜单' })).toHaveValue('System');
    const name = within(form).getByLabelText(/^菜单名称/);
    await userEvent.clear(name);
    await userEvent.type(name, '账号管理');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(update).toHaveBeenCalledWith('SystemUser', expect.objectContaining({ parentId: 'System', name: '账号管理', actions: [{ code: 'query', name: '查询', resourceIds: [] }] }));
  });

  it('refuses to save a menu whose fields break the rules', async () => {
    const { update } = renderAs(['SystemMenu.query', 'SystemMenu.add']);
    await screen.findByText('用户管理');
    await userEvent.click(screen.getByRole('button', { name: '新建菜单' }));
    const form = screen.getByRole('form', { name: '新建菜单' });
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(within(form).getByText('请输入路由名称')).toBeInTheDocument();
    expect(within(form).getByText('请输入菜单名称')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });
});
