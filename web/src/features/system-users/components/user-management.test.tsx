import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@shared/contract/schema';
import { renderWithProviders } from '@/testing/render-with-providers';
import { editorUser, menuNode, rootUser } from '@/testing/fixtures';
import { systemRole } from '@/testing/system-records';
import { signedIn, success } from '@/testing/saga-harness';
import { systemUser } from '@/testing/system-user';
import { type RoleOption, type SystemUser, usersApi } from '@/features/system-users/api';
import { apiClient } from '@/api/client';
import { UserManagement, systemUsersFeature } from '..';
import type { PermissionCode } from '@/features/permission';
import { registerFeature } from '@/lib/store';

// As the page's route does: the feature's state and saga join the store.
registerFeature(systemUsersFeature);

jest.mock('@/lib/toaster', () => ({ showToast: jest.fn(async () => 'toast-1') }));

type UserInfo = components['schemas']['UserInfo'];

const withRoles = (user: SystemUser, ...roleIds: string[]): SystemUser => ({
  ...user,
  roleIds,
  roles: roleIds.map((id) => ({ id, name: id })),
});
/** The built-in root account's row, known by its flag (its id is the back end's own). */
const rootRow: SystemUser = { ...systemUser('root'), id: 'u-chief', builtIn: true };

/** Signed in as `user`, whose menu tree holds `tree`; the list answers `rows` and the roles `roles`. */
function renderAs(
  permissions: PermissionCode[],
  {
    user = rootUser,
    tree = [],
    rows = [rootRow, systemUser('staff')],
    roles = [],
  }: { user?: UserInfo; tree?: ReturnType<typeof menuNode>[]; rows?: SystemUser[]; roles?: RoleOption[] } = {},
) {
  const list = jest
    .spyOn(usersApi, 'list')
    .mockResolvedValue(success({ list: rows, pagination: { total: rows.length, current: 1, pageSize: 10 } }) as never);
  // The only other request of the page: the roles the filter and the form offer.
  const rolesCall = jest
    .spyOn(apiClient, 'GET')
    .mockResolvedValue(
      success({ list: roles, pagination: { total: roles.length, current: 1, pageSize: 100 } }) as never,
    );
  renderWithProviders(<UserManagement />, { preloadedState: signedIn({ token: 'Bearer t', permissions, user, tree }) });
  return { list, roles: rolesCall };
}

describe('UserManagement', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks about the row by its user name before deleting, and offers the export to its holders', async () => {
    renderAs(['SystemUser.query', 'SystemUser.delete', 'SystemUser.export']);
    await userEvent.click(await screen.findByRole('button', { name: '删除 staff' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('确定删除用户 staff 吗？删除后该用户将无法登录。');
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建用户' })).not.toBeInTheDocument();
  });

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
    expect(list).toHaveBeenLastCalledWith(
      expect.objectContaining({ sortField: 'realName', sortOrder: 'asc', current: 1 }),
      expect.anything(),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '20');
    expect(list).toHaveBeenLastCalledWith(
      expect.objectContaining({ pageSize: 20, current: 1, sortField: 'realName' }),
      expect.anything(),
    );
  });

  it('hides from a user editor (not root) what the server refuses: root, users above them, and their own roles, status and delete', async () => {
    const editorGrants = [
      { menuId: 'm-System', actions: [] },
      { menuId: 'm-SystemUser', actions: ['query', 'add', 'edit', 'delete'] },
    ];
    const tree = [
      menuNode({
        routeName: 'System',
        routePath: '/system',
        children: [
          menuNode({
            routeName: 'SystemUser',
            routePath: '/system/user',
            actions: ['query', 'add', 'edit', 'delete'].map((code) => ({ code, name: code })),
          }),
        ],
      }),
    ];
    const rows = [
      // Root's role here grants only what the editor holds: the flag alone keeps the row read-only.
      withRoles(rootRow, 'r-editor'),
      withRoles({ ...systemUser('editor'), id: 'u-editor' }, 'r-editor'),
      withRoles(systemUser('peer'), 'r-editor'),
      withRoles(systemUser('staff'), 'r-staff'),
      withRoles(systemUser('ghost'), 'r-unknown'),
    ];
    const roles = [
      systemRole('r-chief', [...editorGrants, { menuId: 'm-Dashboard', actions: ['query'] }], true),
      systemRole('r-editor', editorGrants),
      systemRole('r-staff', [{ menuId: 'm-Dashboard', actions: ['query'] }]),
    ];
    const editor = editorUser([{ id: 'r-editor', name: 'r-editor' }]);
    renderAs(['SystemUser.query', 'SystemUser.add', 'SystemUser.edit', 'SystemUser.delete'], {
      user: editor,
      tree,
      rows,
      roles,
    });
    await screen.findByRole('button', { name: '删除 peer' });
    expect(screen.getByRole('button', { name: '编辑 peer' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '启用 peer' })).toBeEnabled();
    for (const name of ['root', 'staff', 'ghost']) {
      expect(screen.queryByRole('button', { name: `编辑 ${name}` })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: `删除 ${name}` })).not.toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: `启用 ${name}` })).toBeDisabled();
    }
    expect(screen.getByRole('button', { name: '编辑 editor' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除 editor' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '启用 editor' })).toBeDisabled();
  });
});
