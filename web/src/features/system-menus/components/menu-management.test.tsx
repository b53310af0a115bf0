import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@/api/client';
import { collectBlueprintWarnings } from '@/testing/blueprint-warnings';
import { renderWithProviders } from '@/testing/render-with-providers';
import { overlayFocused } from '@/testing/blueprint-timing';
import type { components } from '@shared/contract/schema';
import { editorUser, menuNode as userMenuNode, rootUser } from '@/testing/fixtures';
import { systemResource } from '@/testing/system-records';
import { failure, signedIn, success } from '@/testing/saga-harness';
import { systemMenuNode } from '@/testing/system-menu-node';
import { type MenuNode, menusApi } from '@/features/system-menus/api';
import { MenuManagement, systemMenusFeature } from '..';
import type { PermissionCode } from '@/features/permission';
import { registerFeature } from '@/lib/store';

// As the page's route does: the feature's state and saga join the store.
registerFeature(systemMenusFeature);

jest.mock('@/lib/toaster', () => ({ showToast: jest.fn(async () => 'toast-1') }));

// A parent menu's component is the nested-route view, as in the seed menus.
const menu = (id: string, name: string, parentId: string | null, children: MenuNode[] = []): MenuNode => ({
  ...systemMenuNode(id, name, parentId, [{ code: 'query', name: '查询', resourceIds: [] }], children),
  ...(children.length > 0 && { component: '/layouts/RouteView' }),
});

type UserInfo = components['schemas']['UserInfo'];

/** One resource the menu editor below can call (its menu query), one it cannot (user editing). */
const RESOURCES = [
  systemResource('res-menus', '/api/v1/menus', [{ menuId: 'SystemMenu', routeName: 'SystemMenu', code: 'query' }]),
  systemResource('res-users-update', '/api/v1/users/{id}', [
    { menuId: 'SystemUser', routeName: 'SystemUser', code: 'edit' },
  ]),
];

const menuPage = systemMenuNode('SystemMenu', '菜单设置', 'System', [
  { code: 'query', name: '查询', resourceIds: ['res-menus'] },
  { code: 'edit', name: '编辑', resourceIds: [] },
  { code: 'delete', name: '删除', resourceIds: [] },
]);
const tree = [menu('System', '系统管理', null, [menu('SystemUser', '用户管理', 'System'), menuPage])];

/** A menu editor (not root): the menu page's query and edit, nothing of the users page. */
const editor = editorUser();
const editorTree = [
  userMenuNode({
    id: 'System',
    routeName: 'System',
    routePath: '/system',
    children: [
      userMenuNode({
        id: 'SystemMenu',
        routeName: 'SystemMenu',
        routePath: '/system/menu',
        actions: [
          { code: 'query', name: '查询' },
          { code: 'edit', name: '编辑' },
        ],
      }),
    ],
  }),
];

function renderAs(
  permissions: PermissionCode[],
  user: UserInfo = rootUser,
  userTree: MenuNode[] | ReturnType<typeof userMenuNode>[] = [],
) {
  jest.spyOn(menusApi, 'list').mockResolvedValue(success({ list: tree, pagination: { total: 1 } }) as never);
  const update = jest.spyOn(menusApi, 'update').mockResolvedValue(success(tree[0]) as never);
  const resources = jest
    .spyOn(apiClient, 'GET')
    .mockResolvedValue(
      success({ list: RESOURCES, pagination: { total: RESOURCES.length, current: 1, pageSize: 100 } }) as never,
    );
  renderWithProviders(<MenuManagement />, {
    preloadedState: signedIn({ token: 'Bearer t', permissions, user, tree: userTree as never }),
  });
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

  it('keeps the tree as it was until a search answers, then opens its result whole', async () => {
    renderAs(['SystemMenu.query']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('treeitem', { name: /^系统管理/ }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.queryByRole('treeitem', { name: /^用户管理/ })).not.toBeInTheDocument();
    let answer: (value: unknown) => void = () => undefined;
    jest.spyOn(menusApi, 'list').mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    await user.type(screen.getByRole('searchbox', { name: '名称、路由名或路径' }), '用户{Enter}');
    expect(menusApi.list).toHaveBeenLastCalledWith(expect.objectContaining({ queryValue: '用户' }), expect.anything());
    expect(screen.queryByRole('treeitem', { name: /^用户管理/ })).not.toBeInTheDocument();
    answer(
      success({
        list: [menu('System', '系统管理', null, [menu('SystemUser', '用户管理', 'System')])],
        pagination: { total: 1 },
      }),
    );
    expect(await screen.findByRole('treeitem', { name: /^用户管理/ })).toBeInTheDocument();
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
    expect(update).toHaveBeenCalledWith(
      'SystemUser',
      expect.objectContaining({
        parentId: 'System',
        name: '账号管理',
        actions: [{ code: 'query', name: '查询', resourceIds: [] }],
      }),
    );
  });

  it('gives root every control: delete, removable actions with editable codes, every resource to pick', async () => {
    renderAs(['SystemMenu.query', 'SystemMenu.edit', 'SystemMenu.delete']);
    await userEvent.click(await screen.findByText('菜单设置'));
    const form = screen.getByRole('form', { name: '编辑菜单' });
    expect(within(form).getByRole('button', { name: '删除' })).toBeInTheDocument();
    expect(within(form).getAllByRole('button', { name: /^删除操作/ })).toHaveLength(3);
    expect(within(form).getByLabelText('编码 1')).not.toHaveAttribute('readonly');
    await userEvent.click(within(form).getByRole('button', { name: '选择操作 edit 的资源' }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['GET /api/v1/menus', 'GET /api/v1/users/{id}']);
  });

  it('opens the resource picker with no Blueprint warning (its legacy Popover mis-positions under React 19)', async () => {
    const warnings = collectBlueprintWarnings();
    renderAs(['SystemMenu.query', 'SystemMenu.edit']);
    await userEvent.click(await screen.findByText('菜单设置'));
    await userEvent.click(
      within(screen.getByRole('form', { name: '编辑菜单' })).getByRole('button', { name: '选择操作 edit 的资源' }),
    );
    await screen.findByRole('menu');
    expect(warnings()).toEqual([]);
  });

  describe('a non-root menu editor', () => {
    const permissions: PermissionCode[] = [
      'SystemMenu.query',
      'SystemMenu.add',
      'SystemMenu.edit',
      'SystemMenu.delete',
    ];

    it('sees a menu they do not hold read-only, and no delete anywhere', async () => {
      renderAs(permissions, editor, editorTree);
      await userEvent.click(await screen.findByText('用户管理'));
      const form = screen.getByRole('form', { name: '编辑菜单' });
      expect(within(form).getByText('您没有编辑此菜单的权限')).toBeInTheDocument();
      expect(within(form).getByLabelText(/^菜单名称/)).toBeDisabled();
      expect(within(form).queryByRole('button', { name: /保存|删除/ })).not.toBeInTheDocument();
      // The tree's node, not the parent picker's option of the same name.
      await userEvent.click(screen.getAllByText('菜单设置').find((element) => element.tagName !== 'OPTION')!);
      expect(
        within(screen.getByRole('form', { name: '编辑菜单' })).queryByRole('button', { name: '删除' }),
      ).not.toBeInTheDocument();
    });

    it('keeps the actions of a menu they hold: no removal, fixed codes, locked rows they do not hold, only their own calls to bind', async () => {
      const { update } = renderAs(permissions, editor, editorTree);
      await userEvent.click(await screen.findByText('菜单设置'));
      const form = screen.getByRole('form', { name: '编辑菜单' });
      expect(within(form).queryByRole('button', { name: /^删除操作/ })).not.toBeInTheDocument();
      expect(within(form).getByLabelText('编码 1')).toHaveAttribute('readonly');
      expect(within(form).getByLabelText('名称 1')).not.toHaveAttribute('readonly');
      expect(within(form).getByLabelText('名称 3')).toHaveAttribute('readonly');
      expect(within(form).getByText('只能选择您自己可调用的资源')).toBeInTheDocument();
      expect(within(form).queryByRole('button', { name: '选择操作 delete 的资源' })).not.toBeInTheDocument();
      await userEvent.click(within(form).getByRole('button', { name: '选择操作 query 的资源' }));
      // Its focus frame, were it late, would pull the focus off the fields typed in below.
      await overlayFocused(screen.getByRole('menu'));
      const [menus, ...others] = within(screen.getByRole('menu')).getAllByRole('checkbox');
      expect({
        label: menus?.closest('label')?.textContent,
        disabled: (menus as HTMLInputElement).disabled,
        others: others.length,
      }).toEqual({ label: 'GET /api/v1/menus', disabled: true, others: 0 });
      // A new action is the editor's to shape and to drop.
      await userEvent.click(within(form).getByRole('button', { name: '添加操作' }));
      expect(within(form).getByLabelText('编码 4')).not.toHaveAttribute('readonly');
      expect(within(form).getAllByRole('button', { name: /^删除操作/ })).toHaveLength(1);
      await userEvent.type(within(form).getByLabelText('编码 4'), 'export');
      await userEvent.type(within(form).getByLabelText('名称 4'), '导出');
      await userEvent.click(within(form).getByRole('button', { name: '保存' }));
      expect(update).toHaveBeenCalledWith(
        'SystemMenu',
        expect.objectContaining({ actions: [...menuPage.actions, { code: 'export', name: '导出', resourceIds: [] }] }),
      );
    });

    it('cannot move a menu they hold, which the administrator role holds too; a take-away refusal shows the catalogue text', async () => {
      const { update } = renderAs(permissions, editor, editorTree);
      update.mockResolvedValue(
        failure(401, 'you cannot take away what a role you cannot change grants', 'take_away') as never,
      );
      await userEvent.click(await screen.findByText('菜单设置'));
      const form = screen.getByRole('form', { name: '编辑菜单' });
      expect(within(form).getByRole('combobox', { name: '上级菜单' })).toBeDisabled();
      await userEvent.click(within(form).getByRole('button', { name: '保存' }));
      expect(update).toHaveBeenCalledWith('SystemMenu', expect.objectContaining({ parentId: 'System' }));
      expect(await within(form).findByText('不能收回无权修改的角色所拥有的权限')).toBeInTheDocument();
    });

    it('places a new menu anywhere', async () => {
      renderAs(permissions, editor, editorTree);
      await screen.findByText('用户管理');
      await userEvent.click(screen.getByRole('button', { name: '新建菜单' }));
      expect(
        within(screen.getByRole('form', { name: '新建菜单' })).getByRole('combobox', { name: '上级菜单' }),
      ).toBeEnabled();
    });
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
