import { ROOT, RUN_PREFIX, contractTarget, ghostName, md5 } from './support/target';
import { NO_PERMISSION, type PrivilegeReason, privilegeRefusal } from './support/refusals';
import { type Calls, targetCalls } from './support/resources';
import { type RunMenu, createRunMenu, runMenuBody } from './support/run-menus';
import { as, errorOf } from './support/system';
import { adminRoleId, rootUserId } from './support/built-ins';

const t = contractTarget('privileges.test.ts');
// Every test creates the attacker it plays (a role and a user), so it needs a login and writes.
const itWrites = t.itNeeds('login', 'writes');

type User = { id: string; userName: string; realName: string; status: string; roleIds: string[] };
type Grant = { menuId: string; actions: string[] };
type Role = { id: string; name: string; menus: Grant[] };

const PASSWORD = 'editor-1';
const CRUD = ['query', 'add', 'edit', 'delete'];

/**
 * The pages of this run, as the mock's seed lays out its own: a group of user, role, menu and
 * resource management whose actions open the target's calls, a page and a settings page whose
 * actions open none. `wired` is a resource of this run only the menu page's edit action opens.
 */
interface Pages {
  group: RunMenu;
  users: RunMenu;
  roles: RunMenu;
  menus: RunMenu;
  resources: RunMenu;
  board: RunMenu;
  mine: RunMenu;
  settings: RunMenu;
  wired: Resource;
}

type Resource = { id: string; method: string; path: string; memo: string };

/** The built-in root account's and administrator role's ids, found by their flag. */
let rootId = '';
let adminId = '';
let root = '';
let editor = '';
let editorRole: Role;
let staffRole: Role;
let me: User;
let calls: Calls;
let pages: Pages;

const newUser = (roleIds: string[], overrides: object = {}) => ({
  userName: ghostName(),
  realName: '编辑',
  password: md5(PASSWORD),
  roleIds,
  ...overrides,
});
const createUser = async (roleIds: string[]) =>
  t.check(await as(t, root).post('/users', newUser(roleIds)), 200).body as User;
const read = async (path: string) => t.check(await as(t, root).get(path), 200).body as User & Role;
/** The edit body of `user` with `change` applied. */
const editOf = (user: User, change: object = {}) => ({
  userName: user.userName,
  realName: user.realName,
  roleIds: user.roleIds,
  status: user.status,
  ...change,
});

/** Sends `call` as `token` and asserts the contract's permission error naming the rule `reason`. */
async function expectRefused(
  token: string,
  call: Parameters<ReturnType<typeof as>['send']>[0],
  reason: PrivilegeReason,
) {
  const error = errorOf(t.check(await as(t, token).send(call), 401));
  expect({ call, error }).toEqual({ call, error: privilegeRefusal(reason) });
}

/** Creates the pages of this run, as the bearer of `token`. */
async function createPages(token: string): Promise<Pages> {
  const wired = t.check(
    await as(t, token).post('/resources', { method: 'PUT', path: calls.pathOf(`/${RUN_PREFIX}-wired/{id}`) }),
    200,
  ).body as Resource;
  const crud = (key: string, query: string[] = [], writes: string[] = []) => ({
    query: calls.idsOf(`GET /${key}`, `GET /${key}/{id}`, ...query),
    add: calls.idsOf(`POST /${key}`, ...writes),
    edit: calls.idsOf(`PUT /${key}/{id}`, ...writes),
    delete: calls.idsOf(`DELETE /${key}/{id}`),
  });
  const group = await createRunMenu(t, token, 'system', { sequence: 910 });
  const page = (kind: string, actions: Record<string, string[]>, parentId = group.id) =>
    createRunMenu(t, token, kind, { parentId, actions });
  const users = await page('users', {
    ...crud('users', [], ['GET /roles']),
    edit: calls.idsOf('PUT /users/{id}', 'PATCH /users/{id}/enable', 'PATCH /users/{id}/disable', 'GET /roles'),
  });
  const roles = await page('roles', crud('roles', ['GET /menus']));
  const menusCrud = crud('menus', [], ['GET /resources']);
  const menus = await page('menus', { ...menusCrud, edit: [...menusCrud.edit, wired.id] });
  const resources = await page('resources', crud('resources'));
  const board = await createRunMenu(t, token, 'board', { sequence: 905, actions: { query: [], export: [] } });
  const mine = await createRunMenu(t, token, 'mine', { sequence: 920 });
  const settings = await page('settings', { query: [], edit: [] }, mine.id);
  return { group, users, roles, menus, resources, board, mine, settings, wired };
}

t.beforeAllNeeds(['login', 'writes'], async () => {
  root = await t.tokenFor(ROOT);
  rootId = await rootUserId(t, root);
  adminId = await adminRoleId(t, root);
  calls = await targetCalls(t, root);
  pages = await createPages(root);
  const { group, users, roles, board, mine, settings } = pages;
  // What the mock's staff role holds: reading users, a page, the settings page.
  const staffGrants = [
    { menuId: group.id, actions: [] },
    { menuId: users.id, actions: ['query'] },
    { menuId: board.id, actions: ['query'] },
    { menuId: mine.id, actions: [] },
    { menuId: settings.id, actions: ['query', 'edit'] },
  ];
  staffRole = t.check(await as(t, root).post('/roles', { name: `员工 ${ghostName()}`, menus: staffGrants }), 200)
    .body as Role;
  // What an attacker would get: user and role management and nothing else.
  const editorGrants = [
    { menuId: group.id, actions: [] },
    { menuId: users.id, actions: CRUD },
    { menuId: roles.id, actions: CRUD },
  ];
  editorRole = t.check(await as(t, root).post('/roles', { name: `用户编辑 ${ghostName()}`, menus: editorGrants }), 200)
    .body as Role;
  me = await createUser([editorRole.id]);
  editor = await t.tokenFor({ userName: me.userName, password: PASSWORD });
});

describe('the issue: a user editor (not root) takes over', () => {
  itWrites('cannot tick the admin role on their own row', async () => {
    await expectRefused(
      editor,
      { method: 'put', path: `/users/${me.id}`, body: editOf(me, { roleIds: [editorRole.id, adminId] }) },
      'own_roles',
    );
    expect((await read(`/users/${me.id}`)).roleIds).toEqual([editorRole.id]);
  });

  itWrites('cannot set a new password for root, which still logs in with its own', async () => {
    const rootUser = await read(`/users/${rootId}`);
    await expectRefused(
      editor,
      { method: 'put', path: `/users/${rootId}`, body: editOf(rootUser, { password: md5('mine-now') }) },
      'root_only',
    );
    t.check(await t.login(ROOT.userName, 'mine-now'), 400);
    await t.tokenFor(ROOT);
  });
});

describe('users', () => {
  itWrites(
    'nobody changes their own status or deletes themselves; other fields of their own record may change',
    async () => {
      await expectRefused(editor, { method: 'patch', path: `/users/${me.id}/disable` }, 'own_status');
      await expectRefused(
        editor,
        { method: 'put', path: `/users/${me.id}`, body: editOf(me, { status: 'disabled' }) },
        'own_status',
      );
      await expectRefused(editor, { method: 'delete', path: `/users/${me.id}` }, 'own_account');
      const rootUser = await read(`/users/${rootId}`);
      await expectRefused(
        root,
        { method: 'put', path: `/users/${rootId}`, body: editOf(rootUser, { roleIds: [] }) },
        'own_roles',
      );
      const edited = t.check(
        await as(t, editor).put(
          `/users/${me.id}`,
          editOf(me, { realName: '编辑甲', roleIds: [...me.roleIds].reverse() }),
        ),
        200,
      ).body as User;
      expect(edited).toMatchObject({ realName: '编辑甲', roleIds: me.roleIds, status: 'enabled' });
    },
  );

  itWrites(
    'nobody sets their own password on their own row, root included; it still logs in with the old one',
    async () => {
      await expectRefused(
        editor,
        { method: 'put', path: `/users/${me.id}`, body: editOf(me, { password: md5('taken-over') }) },
        'own_password',
      );
      t.check(await t.login(me.userName, 'taken-over'), 400);
      // The refusal ended no session either.
      t.check(await as(t, editor).get('/pub/current/user'), 200);
      const rootSelf = await read(
        `/users/${(t.check(await as(t, root).get('/pub/current/user'), 200).body as { userId: string }).userId}`,
      );
      await expectRefused(
        root,
        { method: 'put', path: `/users/${rootSelf.id}`, body: editOf(rootSelf, { password: md5('mine-now') }) },
        'own_password',
      );
      t.check(await t.login(ROOT.userName, 'mine-now'), 400);
      await t.tokenFor(ROOT);
    },
  );

  itWrites('root is never deleted or disabled, whoever asks, and only root changes it', async () => {
    for (const token of [root, editor]) {
      await expectRefused(token, { method: 'delete', path: `/users/${rootId}` }, 'root_deleted');
      await expectRefused(token, { method: 'patch', path: `/users/${rootId}/disable` }, 'root_disabled');
    }
    await expectRefused(editor, { method: 'patch', path: `/users/${rootId}/enable` }, 'root_only');
    expect((await read(`/users/${rootId}`)).status).toBe('enabled');
  });

  itWrites('an editor assigns only roles whose grants they hold', async () => {
    await expectRefused(editor, { method: 'post', path: '/users', body: newUser([adminId]) }, 'assign_not_held');
    await expectRefused(
      editor,
      { method: 'post', path: '/users', body: newUser([editorRole.id, staffRole.id]) },
      'assign_not_held',
    );
    const peer = t.check(await as(t, editor).post('/users', newUser([editorRole.id])), 200).body as User;
    await expectRefused(
      editor,
      { method: 'put', path: `/users/${peer.id}`, body: editOf(peer, { roleIds: [adminId] }) },
      'assign_not_held',
    );
    t.check(await as(t, editor).delete(`/users/${peer.id}`), 200);
  });

  itWrites('an editor cannot edit, reset the password of, disable or delete a user above them', async () => {
    const reason: PrivilegeReason = 'user_above';
    for (const above of [await createUser([adminId]), await createUser([staffRole.id])]) {
      const path = `/users/${above.id}`;
      await expectRefused(
        editor,
        { method: 'put', path, body: editOf(above, { password: md5('taken-over') }) },
        reason,
      );
      await expectRefused(editor, { method: 'put', path, body: editOf(above, { roleIds: [] }) }, reason);
      await expectRefused(editor, { method: 'patch', path: `${path}/disable` }, reason);
      await expectRefused(editor, { method: 'delete', path }, reason);
      expect(await read(path)).toEqual(above);
    }
  });
});

describe('roles', () => {
  const held = (): Grant[] => [
    { menuId: pages.group.id, actions: [] },
    { menuId: pages.users.id, actions: ['query'] },
  ];

  itWrites('an editor grants only menus and actions they hold', async () => {
    const reason: PrivilegeReason = 'grant_not_held';
    await expectRefused(
      editor,
      {
        method: 'post',
        path: '/roles',
        body: { name: ghostName(), menus: [...held(), { menuId: pages.board.id, actions: ['query'] }] },
      },
      reason,
    );
    const mine = t.check(await as(t, editor).post('/roles', { name: ghostName(), menus: held() }), 200).body as Role;
    await expectRefused(
      editor,
      {
        method: 'put',
        path: `/roles/${mine.id}`,
        body: { name: mine.name, menus: [...held(), { menuId: pages.menus.id, actions: ['edit'] }] },
      },
      reason,
    );
    t.check(await as(t, editor).delete(`/roles/${mine.id}`), 200);
  });

  itWrites(
    'only root changes the administrator role; an editor cannot change or delete a role above them',
    async () => {
      const admin = await read(`/roles/${adminId}`);
      await expectRefused(
        editor,
        { method: 'put', path: `/roles/${adminId}`, body: { name: admin.name, menus: admin.menus } },
        'admin_role',
      );
      await expectRefused(editor, { method: 'delete', path: `/roles/${adminId}` }, 'admin_role');
      const staff = await read(`/roles/${staffRole.id}`);
      await expectRefused(
        editor,
        { method: 'put', path: `/roles/${staffRole.id}`, body: { name: staff.name, menus: held() } },
        'role_above',
      );
      await expectRefused(editor, { method: 'delete', path: `/roles/${staffRole.id}` }, 'role_above');
      expect(await read(`/roles/${staffRole.id}`)).toEqual(staff);
    },
  );
});

describe('menus and resources: a menu and resource editor (not root) widens no grant', () => {
  type Action = { code: string; name: string; resourceIds: string[] };
  type Menu = { id: string; children?: unknown; actions: Action[] } & Record<string, unknown>;
  let wirer = '';

  t.beforeAllNeeds(['login', 'writes'], async () => {
    // Menu and resource management, but not every action of the menu page.
    const wirerGrants = [
      { menuId: pages.group.id, actions: [] },
      { menuId: pages.menus.id, actions: ['query', 'add', 'edit'] },
      { menuId: pages.resources.id, actions: CRUD },
    ];
    const wirerRole = t.check(
      await as(t, root).post('/roles', { name: `菜单编辑 ${ghostName()}`, menus: wirerGrants }),
      200,
    ).body as Role;
    const wirerUser = await createUser([wirerRole.id]);
    wirer = await t.tokenFor({ userName: wirerUser.userName, password: PASSWORD });
  });

  /** The edit body of menu `id` as root reads it, its actions passed through `change`. */
  async function menuEdit(id: string, change: (actions: Action[]) => Action[] = (actions) => actions) {
    const { id: _id, children: _children, actions, ...fields } = (await read(`/menus/${id}`)) as unknown as Menu;
    return { ...fields, actions: change(actions) };
  }
  const bind = (code: string, resourceId: string) => (actions: Action[]) =>
    actions.map((action) =>
      action.code === code ? { ...action, resourceIds: [...action.resourceIds, resourceId] } : action,
    );

  itWrites(
    'the takeover: PUT /users/{id} bound to an action of theirs is refused, and root stays out of reach',
    async () => {
      const path = `/menus/${pages.menus.id}`;
      const usersUpdate = calls.resourceOf('PUT /users/{id}').id;
      const before = await read(path);
      const reason: PrivilegeReason = 'attach_not_callable';
      await expectRefused(
        wirer,
        { method: 'put', path, body: await menuEdit(pages.menus.id, bind('edit', usersUpdate)) },
        reason,
      );
      const menu = runMenuBody('grab', { parentId: pages.group.id, actions: { query: [usersUpdate] }, sequence: 99 });
      await expectRefused(wirer, { method: 'post', path: '/menus', body: menu }, reason);
      expect(await read(path)).toEqual(before);
      const rootUser = await read(`/users/${rootId}`);
      expect(
        errorOf(
          t.check(await as(t, wirer).put(`/users/${rootId}`, editOf(rootUser, { password: md5('mine-now') })), 401),
        ),
      ).toEqual(NO_PERMISSION);
    },
  );

  itWrites(
    'the takeover through the resources page: resources bound to actions they do not hold stay put',
    async () => {
      const reason: PrivilegeReason = 'resource_bound';
      const usersUpdate = `/resources/${calls.resourceOf('PUT /users/{id}').id}`;
      await expectRefused(
        wirer,
        { method: 'put', path: usersUpdate, body: { method: 'PUT', path: calls.pathOf('/users/{id}/gone'), memo: '' } },
        reason,
      );
      await expectRefused(wirer, { method: 'delete', path: usersUpdate }, reason);
      const own = `/resources/${pages.wired.id}`;
      const { method, path } = pages.wired;
      await expectRefused(
        wirer,
        { method: 'put', path: own, body: { method: 'PUT', path: calls.pathOf('/secrets/{id}'), memo: '' } },
        'resource_call',
      );
      expect(t.check(await as(t, wirer).put(own, { method, path, memo: '改菜单' }), 200).body).toMatchObject({
        memo: '改菜单',
      });
    },
  );

  itWrites(
    'menus and actions they do not hold, and what the administrator role grants, are not theirs to change',
    async () => {
      const { users, menus } = pages;
      await expectRefused(
        wirer,
        { method: 'put', path: `/menus/${users.id}`, body: await menuEdit(users.id) },
        'menu_not_held',
      );
      const dropDelete = await menuEdit(menus.id, (actions) => actions.filter((action) => action.code !== 'delete'));
      await expectRefused(wirer, { method: 'put', path: `/menus/${menus.id}`, body: dropDelete }, 'action_not_held');
      const dropAdd = await menuEdit(menus.id, (actions) => actions.filter((action) => action.code !== 'add'));
      await expectRefused(wirer, { method: 'put', path: `/menus/${menus.id}`, body: dropAdd }, 'take_away');
      expect(grantOf(await read(`/roles/${adminId}`), menus.id)?.actions.toSorted()).toEqual(CRUD.toSorted());
    },
  );
});

type MenuAction = { code: string; name: string; resourceIds: string[] };
type MenuRecord = { id: string; parentId: string | null; actions: MenuAction[] } & Record<string, unknown>;

/** Menu `id` as root reads it, without its children, and the edit body of it with `change` applied. */
async function menuOf(id: string, change: (menu: MenuRecord) => Partial<MenuRecord> = () => ({})) {
  const { children: _children, ...menu } = (await read(`/menus/${id}`)) as unknown as MenuRecord & {
    children?: unknown;
  };
  const { id: _id, ...body } = { ...menu, ...change(menu) };
  return { menu, body };
}
const without = (code: string) => (menu: MenuRecord) => ({
  actions: menu.actions.filter((action) => action.code !== code),
});
const grantOf = (role: Role, menuId: string) => role.menus.find((grant) => grant.menuId === menuId);

/** Signs in a new user of a new role granting `grants`: a menu editor, not root. */
async function moverHolding(grants: Grant[]): Promise<string> {
  const moverRole = t.check(await as(t, root).post('/roles', { name: `菜单搬运 ${ghostName()}`, menus: grants }), 200)
    .body as Role;
  return t.tokenFor({ userName: (await createUser([moverRole.id])).userName, password: PASSWORD });
}

describe('the take-away rule: a menu editor (not root) takes nothing from a role they cannot change', () => {
  let mover = '';

  t.beforeAllNeeds(['login', 'writes'], async () => {
    // Menu edits, and pages whose actions call nothing: the board's and the settings page's; the user page as a menu only.
    const { group, menus, users, board, mine, settings } = pages;
    mover = await moverHolding([
      { menuId: group.id, actions: [] },
      { menuId: menus.id, actions: ['query', 'edit'] },
      { menuId: users.id, actions: [] },
      { menuId: board.id, actions: ['query', 'export'] },
      { menuId: mine.id, actions: [] },
      { menuId: settings.id, actions: ['query', 'edit'] },
    ]);
  });

  itWrites('a menu staff holds is not moved out of their sidebar', async () => {
    const { users, menus } = pages;
    for (const parentId of [menus.id, null]) {
      const { menu, body } = await menuOf(users.id, () => ({ parentId }));
      await expectRefused(mover, { method: 'put', path: `/menus/${users.id}`, body }, 'take_away');
      expect((await menuOf(users.id)).menu).toEqual(menu);
    }
  });

  itWrites(
    'a holder of the administrator role (not root) deletes no menu of that role, though its action is bound to nothing',
    async () => {
      const admin = await createUser([adminId]);
      const adminToken = await t.tokenFor({ userName: admin.userName, password: PASSWORD });
      const param = runMenuBody('bare', { parentId: pages.group.id, actions: { query: [] }, sequence: 98 });
      const bare = t.check(await as(t, root).post('/menus', param), 200).body as MenuRecord;
      await expectRefused(adminToken, { method: 'delete', path: `/menus/${bare.id}` }, 'take_away');
      expect(grantOf(await read(`/roles/${adminId}`), bare.id)).toEqual({ menuId: bare.id, actions: ['query'] });
      t.check(await as(t, root).delete(`/menus/${bare.id}`), 200);
    },
  );

  itWrites('an action bound to no resource is not removed from the administrator and staff roles', async () => {
    for (const [id, code] of [
      [pages.board.id, 'query'],
      [pages.settings.id, 'edit'],
    ] as const) {
      const { menu, body } = await menuOf(id, without(code));
      expect({ id, resourceIds: menu.actions.find((action) => action.code === code)?.resourceIds }).toEqual({
        id,
        resourceIds: [],
      });
      await expectRefused(mover, { method: 'put', path: `/menus/${id}`, body }, 'take_away');
      expect((await menuOf(id)).menu).toEqual(menu);
      for (const roleId of [adminId, staffRole.id])
        expect({ roleId, holds: grantOf(await read(`/roles/${roleId}`), id)?.actions }).toEqual({
          roleId,
          holds: expect.arrayContaining([code]),
        });
    }
  });
});
