import { ROOT, RUN_PREFIX, contractTarget, ghostName, md5 } from './support/target';
import { NO_PERMISSION, type PrivilegeReason, privilegeRefusal } from './support/refusals';
import { as, errorOf } from './support/system';

const t = contractTarget('privileges.test.ts');
// Every test creates the attacker it plays (a role and a user), so it needs a login and writes.
const itWrites = t.itNeeds('login', 'writes');

type User = { id: string; userName: string; realName: string; status: string; roleIds: string[] };
type Grant = { menuId: string; actions: string[] };
type Role = { id: string; name: string; menus: Grant[] };

/** What an attacker would get: a role holding user and role management and nothing else. */
const EDITOR_GRANTS: Grant[] = [
  { menuId: 'm-system', actions: [] },
  { menuId: 'm-system-user', actions: ['query', 'add', 'edit', 'delete'] },
  { menuId: 'm-system-role', actions: ['query', 'add', 'edit', 'delete'] },
];
const PASSWORD = 'editor-1';

let root = '';
let editor = '';
let editorRole: Role;
let me: User;

const newUser = (roleIds: string[], overrides: object = {}) => ({ userName: ghostName(), realName: '编辑', password: md5(PASSWORD), roleIds, ...overrides });
const createUser = async (roleIds: string[]) => t.check(await as(t, root).post('/users', newUser(roleIds)), 200).body as User;
const read = async (path: string) => t.check(await as(t, root).get(path), 200).body as User & Role;
/** The edit body of `user` with `change` applied. */
const editOf = (user: User, change: object = {}) => ({ userName: user.userName, realName: user.realName, roleIds: user.roleIds, status: user.status, ...change });

/** Sends `call` as `token` and asserts the contract's permission error naming the rule `reason`. */
async function expectRefused(token: string, call: Parameters<ReturnType<typeof as>['send']>[0], reason: PrivilegeReason) {
  const error = errorOf(t.check(await as(t, token).send(call), 401));
  expect({ call, error }).toEqual({ call, error: privilegeRefusal(reason) });
}

t.beforeAllNeeds(['login', 'writes'], async () => {
  root = await t.tokenFor(ROOT);
  editorRole = t.check(await as(t, root).post('/roles', { name: `用户编辑 ${ghostName()}`, menus: EDITOR_GRANTS }), 200).body as Role;
  me = await createUser([editorRole.id]);
  editor = await t.tokenFor({ userName: me.userName, password: PASSWORD });
});

describe('the issue: a user editor (not root) takes over', () => {
  itWrites('cannot tick the admin role on their own row', async () => {
    await expectRefused(editor, { method: 'put', path: `/users/${me.id}`, body: editOf(me, { roleIds: [editorRole.id, 'r-admin'] }) }, 'own_roles');
    expect((await read(`/users/${me.id}`)).roleIds).toEqual([editorRole.id]);
  });

  itWrites('cannot set a new password for root, which still logs in with its own', async () => {
    const rootUser = await read('/users/u-root');
    await expectRefused(editor, { method: 'put', path: '/users/u-root', body: editOf(rootUser, { password: md5('mine-now') }) }, 'root_only');
    t.check(await t.login('root', 'mine-now'), 400);
    await t.tokenFor(ROOT);
  });
});

describe('users', () => {
  itWrites('nobody changes their own status or deletes themselves; other fields of their own record may change', async () => {
    await expectRefused(editor, { method: 'patch', path: `/users/${me.id}/disable` }, 'own_status');
    await expectRefused(editor, { method: 'put', path: `/users/${me.id}`, body: editOf(me, { status: 'disabled' }) }, 'own_status');
    await expectRefused(editor, { method: 'delete', path: `/users/${me.id}` }, 'own_account');
    const rootUser = await read('/users/u-root');
    await expectRefused(root, { method: 'put', path: '/users/u-root', body: editOf(rootUser, { roleIds: [] }) }, 'own_roles');
    const edited = t.check(await as(t, editor).put(`/users/${me.id}`, editOf(me, { realName: '编辑甲', roleIds: [...me.roleIds].reverse() })), 200).body as User;
    expect(edited).toMatchObject({ realName: '编辑甲', roleIds: me.roleIds, status: 'enabled' });
  });

  itWrites('nobody sets their own password on their own row, root included; it still logs in with the old one', async () => {
    await expectRefused(editor, { method: 'put', path: `/users/${me.id}`, body: editOf(me, { password: md5('taken-over') }) }, 'own_password');
    t.check(await t.login(me.userName, 'taken-over'), 400);
    // The refusal ended no session either.
    t.check(await as(t, editor).get('/pub/current/user'), 200);
    const rootSelf = await read(`/users/${(t.check(await as(t, root).get('/pub/current/user'), 200).body as { userId: string }).userId}`);
    await expectRefused(root, { method: 'put', path: `/users/${rootSelf.id}`, body: editOf(rootSelf, { password: md5('mine-now') }) }, 'own_password');
    t.check(await t.login(ROOT.userName, 'mine-now'), 400);
    await t.tokenFor(ROOT);
  });

  itWrites('root is never deleted or disabled, whoever asks, and only root changes it', async () => {
    for (const token of [root, editor]) {
      await expectRefused(token, { method: 'delete', path: '/users/u-root' }, 'root_deleted');
      await expectRefused(token, { method: 'patch', path: '/users/u-root/disable' }, 'root_disabled');
    }
    await expectRefused(editor, { method: 'patch', path: '/users/u-root/enable' }, 'root_only');
    expect((await read('/users/u-root')).status).toBe('enabled');
  });

  itWrites('an editor assigns only roles whose grants they hold', async () => {
    await expectRefused(editor, { method: 'post', path: '/users', body: newUser(['r-admin']) }, 'assign_not_held');
    await expectRefused(editor, { method: 'post', path: '/users', body: newUser([editorRole.id, 'r-staff']) }, 'assign_not_held');
    const peer = t.check(await as(t, editor).post('/users', newUser([editorRole.id])), 200).body as User;
    await expectRefused(editor, { method: 'put', path: `/users/${peer.id}`, body: editOf(peer, { roleIds: ['r-admin'] }) }, 'assign_not_held');
    t.check(await as(t, editor).delete(`/users/${peer.id}`), 200);
  });

  itWrites('an editor cannot edit, reset the password of, disable or delete a user above them', async () => {
    const reason: PrivilegeReason = 'user_above';
    for (const above of [await createUser(['r-admin']), await createUser(['r-staff'])]) {
      const path = `/users/${above.id}`;
      await expectRefused(editor, { method: 'put', path, body: editOf(above, { password: md5('taken-over') }) }, reason);
      await expectRefused(editor, { method: 'put', path, body: editOf(above, { roleIds: [] }) }, reason);
      await expectRefused(editor, { method: 'patch', path: `${path}/disable` }, reason);
      await expectRefused(editor, { method: 'delete', path }, reason);
      expect(await read(path)).toEqual(above);
    }
  });
});

describe('roles', () => {
  const held: Grant[] = [
    { menuId: 'm-system', actions: [] },
    { menuId: 'm-system-user', actions: ['query'] },
  ];

  itWrites('an editor grants only menus and actions they hold', async () => {
    const reason: PrivilegeReason = 'grant_not_held';
    await expectRefused(editor, { method: 'post', path: '/roles', body: { name: ghostName(), menus: [...held, { menuId: 'm-dashboard', actions: ['query'] }] } }, reason);
    const mine = t.check(await as(t, editor).post('/roles', { name: ghostName(), menus: held }), 200).body as Role;
    await expectRefused(editor, { method: 'put', path: `/roles/${mine.id}`, body: { name: mine.name, menus: [...held, { menuId: 'm-system-menu', actions: ['edit'] }] } }, reason);
    t.check(await as(t, editor).delete(`/roles/${mine.id}`), 200);
  });

  itWrites('only root changes the administrator role; an editor cannot change or delete a role above them', async () => {
    const admin = await read('/roles/r-admin');
    await expectRefused(editor, { method: 'put', path: '/roles/r-admin', body: { name: admin.name, menus: admin.menus } }, 'admin_role');
    await expectRefused(editor, { method: 'delete', path: '/roles/r-admin' }, 'admin_role');
    const staffRole = await read('/roles/r-staff');
    await expectRefused(editor, { method: 'put', path: '/roles/r-staff', body: { name: staffRole.name, menus: held } }, 'role_above');
    await expectRefused(editor, { method: 'delete', path: '/roles/r-staff' }, 'role_above');
    expect(await read('/roles/r-staff')).toEqual(staffRole);
  });
});

describe('menus and resources (issue 11): a menu and resource editor (not root) widens no grant', () => {
  type Action = { code: string; name: string; resourceIds: string[] };
  type Menu = { id: string; children?: unknown; actions: Action[] } & Record<string, unknown>;
  type Resource = { id: string; method: string; path: string; memo: string };

  /** Menu and resource management, but not every action of the menu page. */
  const WIRER_GRANTS: Grant[] = [
    { menuId: 'm-system', actions: [] },
    { menuId: 'm-system-menu', actions: ['query', 'add', 'edit'] },
    { menuId: 'm-system-resource', actions: ['query', 'add', 'edit', 'delete'] },
  ];
  let wirer = '';

  t.beforeAllNeeds(['login', 'writes'], async () => {
    const wirerRole = t.check(await as(t, root).post('/roles', { name: `菜单编辑 ${ghostName()}`, menus: WIRER_GRANTS }), 200).body as Role;
    const wirerUser = await createUser([wirerRole.id]);
    wirer = await t.tokenFor({ userName: wirerUser.userName, password: PASSWORD });
  });

  /** The edit body of menu `id` as root reads it, its actions passed through `change`. */
  async function menuEdit(id: string, change: (actions: Action[]) => Action[] = (actions) => actions) {
    const { id: _id, children: _children, actions, ...fields } = (await read(`/menus/${id}`)) as unknown as Menu;
    return { ...fields, actions: change(actions) };
  }
  const bind = (code: string, resourceId: string) => (actions: Action[]) =>
    actions.map((action) => (action.code === code ? { ...action, resourceIds: [...action.resourceIds, resourceId] } : action));

  itWrites('the takeover: PUT /users/{id} bound to an action of theirs is refused, and root stays out of reach', async () => {
    const before = await read('/menus/m-system-menu');
    const reason: PrivilegeReason = 'attach_not_callable';
    await expectRefused(wirer, { method: 'put', path: '/menus/m-system-menu', body: await menuEdit('m-system-menu', bind('edit', 'res-users-update')) }, reason);
    const menu = { parentId: 'm-system', routeName: `Grab${Date.now()}`, routePath: '/system/grab', component: 'system/grab', name: '抓取', icon: 'key', showStatus: 1, sequence: 99 };
    await expectRefused(wirer, { method: 'post', path: '/menus', body: { ...menu, actions: [{ code: 'query', name: '查询', resourceIds: ['res-users-update'] }] } }, reason);
    expect(await read('/menus/m-system-menu')).toEqual(before);
    const rootUser = await read('/users/u-root');
    expect(errorOf(t.check(await as(t, wirer).put('/users/u-root', editOf(rootUser, { password: md5('mine-now') })), 401))).toEqual(NO_PERMISSION);
  });

  itWrites('the takeover through the resources page: resources bound to actions they do not hold stay put', async () => {
    const reason: PrivilegeReason = 'resource_bound';
    await expectRefused(wirer, { method: 'put', path: '/resources/res-users-update', body: { method: 'PUT', path: '/api/v1/users/{id}/gone', memo: '' } }, reason);
    await expectRefused(wirer, { method: 'delete', path: '/resources/res-users-update' }, reason);
    const own = (await read('/resources/res-menus-update')) as unknown as Resource;
    await expectRefused(wirer, { method: 'put', path: '/resources/res-menus-update', body: { method: 'PUT', path: '/api/v1/secrets/{id}', memo: '' } }, 'resource_call');
    expect(t.check(await as(t, wirer).put('/resources/res-menus-update', { method: own.method, path: own.path, memo: '改菜单' }), 200).body).toMatchObject({ memo: '改菜单' });
  });

  itWrites('menus and actions they do not hold, and what the administrator role grants, are not theirs to change', async () => {
    await expectRefused(wirer, { method: 'put', path: '/menus/m-system-user', body: await menuEdit('m-system-user') }, 'menu_not_held');
    const dropDelete = await menuEdit('m-system-menu', (actions) => actions.filter((action) => action.code !== 'delete'));
    await expectRefused(wirer, { method: 'put', path: '/menus/m-system-menu', body: dropDelete }, 'action_not_held');
    const dropAdd = await menuEdit('m-system-menu', (actions) => actions.filter((action) => action.code !== 'add'));
    await expectRefused(wirer, { method: 'put', path: '/menus/m-system-menu', body: dropAdd }, 'take_away');
    expect((await read('/roles/r-admin')).menus).toContainEqual({ menuId: 'm-system-menu', actions: ['query', 'add', 'edit', 'delete'] });
  });
});

describe('the take-away rule: a menu editor (not root) takes nothing from a role they cannot change', () => {
  type Action = { code: string; name: string; resourceIds: string[] };
  type Menu = { id: string; parentId: string | null; actions: Action[] } & Record<string, unknown>;

  /** Menu edits, and pages whose actions call nothing: the dashboard's query, UserSet's edit; 用户管理 as a menu only. */
  const MOVER_GRANTS: Grant[] = [
    { menuId: 'm-system', actions: [] },
    { menuId: 'm-system-menu', actions: ['query', 'edit'] },
    { menuId: 'm-system-user', actions: [] },
    { menuId: 'm-dashboard', actions: ['query', 'export'] },
    { menuId: 'm-user-page', actions: [] },
    { menuId: 'm-user-set', actions: ['query', 'edit'] },
  ];
  let mover = '';

  t.beforeAllNeeds(['login', 'writes'], async () => {
    const moverRole = t.check(await as(t, root).post('/roles', { name: `菜单搬运 ${ghostName()}`, menus: MOVER_GRANTS }), 200).body as Role;
    mover = await t.tokenFor({ userName: (await createUser([moverRole.id])).userName, password: PASSWORD });
  });

  /** Menu `id` as root reads it, without its children, and the edit body of it with `change` applied. */
  async function menuOf(id: string, change: (menu: Menu) => Partial<Menu> = () => ({})) {
    const { children: _children, ...menu } = (await read(`/menus/${id}`)) as unknown as Menu & { children?: unknown };
    const { id: _id, ...body } = { ...menu, ...change(menu) };
    return { menu, body };
  }
  const without = (code: string) => (menu: Menu) => ({ actions: menu.actions.filter((action) => action.code !== code) });
  const grantOf = (role: Role, menuId: string) => role.menus.find((grant) => grant.menuId === menuId);

  itWrites('an action bound to no resource is not removed from the administrator and staff roles', async () => {
    for (const [id, code] of [['m-dashboard', 'query'], ['m-user-set', 'edit']] as const) {
      const { menu, body } = await menuOf(id, without(code));
      expect({ id, resourceIds: menu.actions.find((action) => action.code === code)?.resourceIds }).toEqual({ id, resourceIds: [] });
      await expectRefused(mover, { method: 'put', path: `/menus/${id}`, body }, 'take_away');
      expect((await menuOf(id)).menu).toEqual(menu);
      for (const roleId of ['r-admin', 'r-staff']) expect({ roleId, holds: grantOf(await read(`/roles/${roleId}`), id)?.actions }).toEqual({ roleId, holds: expect.arrayContaining([code]) });
    }
  });

  itWrites('a menu staff holds is not moved out of their sidebar', async () => {
    for (const parentId of ['m-system-menu', null]) {
      const { menu, body } = await menuOf('m-system-user', () => ({ parentId }));
      await expectRefused(mover, { method: 'put', path: '/menus/m-system-user', body }, 'take_away');
      expect((await menuOf('m-system-user')).menu).toEqual(menu);
    }
  });

  itWrites('a holder of the administrator role (not root) deletes no menu of that role, though its action is bound to nothing', async () => {
    const admin = await createUser(['r-admin']);
    const adminToken = await t.tokenFor({ userName: admin.userName, password: PASSWORD });
    const suffix = Date.now().toString(36);
    const param = { parentId: 'm-system', routeName: `Bare${suffix}`, routePath: `/system/${RUN_PREFIX}-bare-${suffix}`, component: 'system/bare', name: '空操作', icon: 'key', showStatus: 1, sequence: 98 };
    const bare = t.check(await as(t, root).post('/menus', { ...param, actions: [{ code: 'query', name: '查询', resourceIds: [] }] }), 200).body as Menu;
    await expectRefused(adminToken, { method: 'delete', path: `/menus/${bare.id}` }, 'take_away');
    expect(grantOf(await read('/roles/r-admin'), bare.id)).toEqual({ menuId: bare.id, actions: ['query'] });
    t.check(await as(t, root).delete(`/menus/${bare.id}`), 200);
  });
});
