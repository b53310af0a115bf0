import type { Server } from '@hapi/hapi';
import { md5, testServer } from '../../test-support';
import { auditMenuBody, callAs, EDITOR_GRANTS, plainRole, recordsOf } from '../../testing/privilege-fixtures';
import { PRIVILEGE_RULES } from '../../../../shared/privilege-rules';

type PrivilegeReason = keyof typeof PRIVILEGE_RULES;
const privilegeRefusal = (reason: PrivilegeReason) => ({ code: 401, reason, message: PRIVILEGE_RULES[reason] });
const NO_PERMISSION = { code: 401, reason: 'no_permission', message: 'no permission for this call' };

let server: Server;
let editor: string;
let root: string;

function addUser(id: string, roleIds: string[]) {
  const seeded = server.app.mock.store.users.get('u-staff')!;
  return server.app.mock.store.users.insert({ ...seeded, id, userName: id, roleIds });
}

beforeEach(async () => {
  server = await testServer();
  const { store, tokens } = server.app.mock;
  store.roles.insert(plainRole('r-editor', '用户编辑', EDITOR_GRANTS));
  addUser('u-editor', ['r-editor']);
  editor = tokens.issue('u-editor').accessToken;
  root = tokens.issue('u-root').accessToken;
});

afterEach(() => server.stop());

const send = (token: string, method: string, url: string, payload?: object) =>
  callAs(server, token, method, url, payload);

/** Asserts the permission error naming the rule `reason`, and that the store did not change. */
async function expectRefused(
  token: string,
  method: string,
  url: string,
  payload: object | undefined,
  reason: PrivilegeReason,
) {
  const before = recordsOf(server);
  const res = await send(token, method, url, payload);
  expect({ method, url, status: res.statusCode, body: res.json }).toEqual({
    method,
    url,
    status: 401,
    body: { error: privilegeRefusal(reason) },
  });
  expect(recordsOf(server)).toEqual(before);
}

/** The edit body of `id` as it stands, with `change` applied. */
function editOf(id: string, change: object = {}) {
  const user = server.app.mock.store.users.get(id)!;
  return { userName: user.userName, realName: user.realName, roleIds: user.roleIds, status: user.status, ...change };
}

/** Asserts that `token`'s edit of user `id`, with `change` applied, is refused for `reason`. */
const expectEditRefused = (token: string, id: string, change: object, reason: PrivilegeReason) =>
  expectRefused(token, 'PUT', `/users/${id}`, editOf(id, change), reason);

const newUser = (roleIds: string[]) => ({
  userName: `new-${roleIds.join('-') || 'none'}`,
  realName: 'New',
  password: md5('secret-1'),
  roleIds,
});
const role = (menus: { menuId: string; actions: string[] }[], name = `role-${menus.length}`) => ({ name, menus });

describe('the issue: an editor (not root) takes over', () => {
  it('cannot give themselves the admin role', async () => {
    await expectEditRefused(editor, 'u-editor', { roleIds: ['r-editor', 'r-admin'] }, 'own_roles');
    await expectEditRefused(editor, 'u-editor', { roleIds: ['r-admin'] }, 'own_roles');
  });

  it('cannot set a new password for root', async () => {
    await expectEditRefused(editor, 'u-root', { password: md5('mine-now') }, 'root_only');
  });
});

describe('users', () => {
  it('nobody changes their own status or deletes themselves, root included; other own fields may change', async () => {
    await expectRefused(editor, 'PATCH', '/users/u-editor/disable', undefined, 'own_status');
    await expectRefused(editor, 'PATCH', '/users/u-editor/enable', undefined, 'own_status');
    await expectEditRefused(editor, 'u-editor', { status: 'disabled' }, 'own_status');
    await expectRefused(editor, 'DELETE', '/users/u-editor', undefined, 'own_account');
    await expectEditRefused(root, 'u-root', { roleIds: ['r-admin', 'r-staff'] }, 'own_roles');
    await expectEditRefused(root, 'u-root', { roleIds: [] }, 'own_roles');
    const renamed = await send(editor, 'PUT', '/users/u-editor', editOf('u-editor', { realName: 'Still me' }));
    expect({ status: renamed.statusCode, realName: renamed.json.realName, roleIds: renamed.json.roleIds }).toEqual({
      status: 200,
      realName: 'Still me',
      roleIds: ['r-editor'],
    });
    expect((await send(root, 'PUT', '/users/u-root', editOf('u-root', { realName: 'Root' }))).statusCode).toBe(200);
  });

  it('root is never disabled or deleted, by anybody, and only root changes it', async () => {
    for (const token of [root, editor]) {
      await expectRefused(token, 'DELETE', '/users/u-root', undefined, 'root_deleted');
      await expectRefused(token, 'PATCH', '/users/u-root/disable', undefined, 'root_disabled');
      await expectEditRefused(token, 'u-root', { status: 'disabled' }, 'root_disabled');
    }
    await expectRefused(editor, 'PATCH', '/users/u-root/enable', undefined, 'root_only');
    await expectEditRefused(editor, 'u-root', { realName: 'Pwned' }, 'root_only');
  });

  it('nobody sets their own password on their own row, root included: only with the old one, through /pub/current/password', async () => {
    await expectEditRefused(editor, 'u-editor', { password: md5('taken-over') }, 'own_password');
    await expectEditRefused(root, 'u-root', { password: md5('new-root-pw') }, 'own_password');
    // The refused edit ended no session: the editor's token still works.
    expect((await send(editor, 'GET', '/pub/current/user')).statusCode).toBe(200);
    addUser('u-peer', ['r-editor']);
    expect(
      (await send(root, 'PUT', '/users/u-peer', editOf('u-peer', { password: md5('reset-by-root') }))).statusCode,
    ).toBe(200);
    expect((await send(root, 'PUT', '/users/u-root', editOf('u-root', { realName: 'Root' }))).statusCode).toBe(200);
  });

  it('a non-root user assigns only roles whose grants they all hold', async () => {
    await expectRefused(editor, 'POST', '/users', newUser(['r-admin']), 'assign_not_held');
    await expectRefused(editor, 'POST', '/users', newUser(['r-editor', 'r-staff']), 'assign_not_held');
    const created = await send(editor, 'POST', '/users', newUser(['r-editor']));
    expect({ status: created.statusCode, roleIds: created.json.roleIds }).toEqual({
      status: 200,
      roleIds: ['r-editor'],
    });
    await expectEditRefused(editor, created.json.id, { roleIds: ['r-editor', 'r-admin'] }, 'assign_not_held');
    const none = await send(editor, 'PUT', `/users/${created.json.id}`, editOf(created.json.id, { roleIds: [] }));
    expect({ status: none.statusCode, roleIds: none.json.roleIds }).toEqual({ status: 200, roleIds: [] });
    expect((await send(root, 'POST', '/users', newUser(['r-admin']))).statusCode).toBe(200);
  });

  it('a non-root user cannot edit, reset the password of, disable, enable or delete a user whose grants exceed theirs', async () => {
    addUser('u-admin2', ['r-admin']);
    // A disabled role counts: enabling it again would hand over what it grants.
    server.app.mock.store.roles.insert(
      plainRole('r-off', 'off', [{ menuId: 'm-dashboard', actionCodes: ['query'] }], {
        sequence: 40,
        status: 'disabled',
      }),
    );
    addUser('u-off', ['r-editor', 'r-off']);
    for (const id of ['u-admin2', 'u-staff', 'u-off']) {
      const reason: PrivilegeReason = 'user_above';
      await expectEditRefused(editor, id, { realName: 'x' }, reason);
      await expectEditRefused(editor, id, { password: md5('taken-over') }, reason);
      await expectEditRefused(editor, id, { roleIds: [] }, reason);
      await expectRefused(editor, 'PATCH', `/users/${id}/disable`, undefined, reason);
      await expectRefused(editor, 'PATCH', `/users/${id}/enable`, undefined, reason);
      await expectRefused(editor, 'DELETE', `/users/${id}`, undefined, reason);
    }
    addUser('u-peer', ['r-editor']);
    expect((await send(editor, 'PATCH', '/users/u-peer/disable', undefined)).statusCode).toBe(200);
    expect(
      (await send(editor, 'PUT', '/users/u-peer', editOf('u-peer', { password: md5('reset-1') }))).statusCode,
    ).toBe(200);
    expect((await send(editor, 'DELETE', '/users/u-peer', undefined)).statusCode).toBe(200);
    expect((await send(root, 'PATCH', '/users/u-admin2/disable', undefined)).statusCode).toBe(200);
  });

  it('still answers 404 for a missing user and 400 for a bad body before any privilege rule', async () => {
    expect((await send(editor, 'PUT', '/users/u-missing', editOf('u-editor'))).statusCode).toBe(404);
    expect((await send(editor, 'PUT', '/users/u-root', {})).statusCode).toBe(400);
    expect((await send(editor, 'POST', '/users', newUser(['r-missing']))).json.error).toEqual({
      code: 400,
      reason: 'unknown_role',
      message: 'role r-missing does not exist',
    });
  });
});

describe('roles', () => {
  const held = [
    { menuId: 'm-system', actions: [] },
    { menuId: 'm-system-user', actions: ['query'] },
  ];

  it('a non-root user grants only menus and actions they hold', async () => {
    const reason: PrivilegeReason = 'grant_not_held';
    await expectRefused(editor, 'POST', '/roles', role([...held, { menuId: 'm-dashboard', actions: [] }]), reason);
    await expectRefused(editor, 'POST', '/roles', role([{ menuId: 'm-system-menu', actions: ['query'] }]), reason);
    await expectRefused(
      editor,
      'POST',
      '/roles',
      role([
        { menuId: 'm-system-user', actions: ['query'] },
        { menuId: 'm-system-resource', actions: [] },
      ]),
      reason,
    );
    const created = await send(editor, 'POST', '/roles', role(held));
    expect({ status: created.statusCode, menus: created.json.menus }).toEqual({ status: 200, menus: held });
    await expectRefused(
      editor,
      'PUT',
      `/roles/${created.json.id}`,
      role([...held, { menuId: 'm-system-menu', actions: ['edit'] }], created.json.name),
      reason,
    );
    const edited = await send(
      editor,
      'PUT',
      `/roles/${created.json.id}`,
      role([...held, { menuId: 'm-system-role', actions: ['query'] }], created.json.name),
    );
    expect(edited.statusCode).toBe(200);
  });

  it('only root changes the administrator role; a non-root user cannot change or delete a role whose grants they do not hold', async () => {
    const admin = server.app.mock.store.roles.get('r-admin')!;
    const adminParam = {
      name: admin.name,
      menus: admin.menus.map((grant) => ({ menuId: grant.menuId, actions: grant.actionCodes })),
    };
    await expectRefused(editor, 'PUT', '/roles/r-admin', adminParam, 'admin_role');
    await expectRefused(editor, 'DELETE', '/roles/r-admin', undefined, 'admin_role');
    const reason: PrivilegeReason = 'role_above';
    await expectRefused(editor, 'PUT', '/roles/r-staff', role(held, '普通员工'), reason);
    await expectRefused(editor, 'DELETE', '/roles/r-staff', undefined, reason);
    expect((await send(root, 'PUT', '/roles/r-admin', { ...adminParam, memo: 'root may' })).statusCode).toBe(200);
    expect((await send(root, 'PUT', '/roles/r-staff', role(held, '普通员工'))).statusCode).toBe(200);
  });
});

describe('menus and resources: a menu and resource editor, not root', () => {
  /** Holds menu and resource management, but not every action of either. */
  const WIRER_GRANTS = [
    { menuId: 'm-system', actionCodes: [] },
    { menuId: 'm-system-menu', actionCodes: ['query', 'add', 'edit'] },
    { menuId: 'm-system-resource', actionCodes: ['query', 'add', 'edit', 'delete'] },
  ];
  let wirer: string;

  beforeEach(() => {
    server.app.mock.store.roles.insert(plainRole('r-wirer', '菜单编辑', WIRER_GRANTS, { sequence: 50 }));
    addUser('u-wirer', ['r-wirer']);
    wirer = server.app.mock.tokens.issue('u-wirer').accessToken;
  });

  /** The edit body of menu `id` as it stands, its actions passed through `actions`. */
  type ActionsChange = (current: { code: string; name: string; resourceIds: string[] }[]) => object[];
  function menuEdit(id: string, actions: ActionsChange = (current) => current) {
    const { id: _id, actions: current, ...fields } = server.app.mock.store.menus.get(id)!;
    return {
      ...fields,
      actions: actions(current.map((action) => ({ ...action, resourceIds: [...action.resourceIds] }))),
    };
  }
  const bind = (code: string, resourceId: string) => (actions: { code: string; resourceIds: string[] }[]) =>
    actions.map((action) =>
      action.code === code ? { ...action, resourceIds: [...action.resourceIds, resourceId] } : action,
    );
  /** Asserts that the wirer's edit of menu `id`, its actions passed through `actions`, is refused for `reason`. */
  const expectMenuEditRefused = (id: string, reason: PrivilegeReason, actions?: ActionsChange) =>
    expectRefused(wirer, 'PUT', `/menus/${id}`, menuEdit(id, actions), reason);
  /** Asserts that each of `edits`, made by the wirer to resource `id`, is refused for `reason`. */
  async function expectResourceEditsRefused(id: string, reason: PrivilegeReason, edits: object[]) {
    for (const body of edits) await expectRefused(wirer, 'PUT', `/resources/${id}`, body, reason);
  }

  it('the takeover: binding PUT /users/{id} to an action of theirs is refused, and they still cannot edit root', async () => {
    await expectMenuEditRefused('m-system-menu', 'attach_not_callable', bind('edit', 'res-users-update'));
    await expectMenuEditRefused('m-system-menu', 'attach_not_callable', (actions) => [
      ...actions,
      { code: 'grab', name: 'grab', resourceIds: ['res-users-update'] },
    ]);
    await expectRefused(
      wirer,
      'POST',
      '/menus',
      auditMenuBody([{ code: 'query', name: '查询', resourceIds: ['res-users-update'] }]),
      'attach_not_callable',
    );
    expect(
      (await send(wirer, 'PUT', '/users/u-root', editOf('u-root', { password: md5('mine-now') }))).json.error,
    ).toEqual(NO_PERMISSION);
  });

  it('the takeover through the resources page: a resource bound to actions they do not hold is theirs neither to move nor to delete', async () => {
    await expectResourceEditsRefused('res-users-update', 'resource_bound', [
      { method: 'PUT', path: '/api/v1/users/{id}/gone', memo: '' },
      { method: 'PUT', path: '/api/v1/users/{id}', memo: 'renamed' },
    ]);
    await expectRefused(wirer, 'DELETE', '/resources/res-users-update', undefined, 'resource_bound');
  });

  it('a resource bound to their own actions cannot be pointed at a call they cannot make; its memo may change', async () => {
    await expectResourceEditsRefused('res-menus-update', 'resource_call', [
      { method: 'PUT', path: '/api/v1/secrets/{id}', memo: '' },
      { method: 'PATCH', path: '/api/v1/menus/{id}', memo: '' },
    ]);
    const memo = await send(wirer, 'PUT', '/resources/res-menus-update', {
      method: 'PUT',
      path: '/api/v1/menus/{id}',
      memo: '改菜单',
    });
    expect({ status: memo.statusCode, memo: memo.json.memo }).toEqual({ status: 200, memo: '改菜单' });
  });

  it('a resource bound to nothing grants nothing: they create, move and delete it; binding it to an action is refused', async () => {
    const created = await send(wirer, 'POST', '/resources', { method: 'GET', path: '/api/v1/audit', memo: '' });
    expect(created.statusCode).toBe(200);
    expect(
      (
        await send(wirer, 'PUT', `/resources/${created.json.id}`, {
          method: 'PUT',
          path: '/api/v1/users/{id}/role',
          memo: '',
        })
      ).statusCode,
    ).toBe(200);
    await expectMenuEditRefused('m-system-menu', 'attach_not_callable', bind('query', created.json.id));
    expect((await send(wirer, 'DELETE', `/resources/${created.json.id}`, undefined)).statusCode).toBe(200);
  });

  it('menus and actions they do not hold cannot be edited or deleted by them', async () => {
    await expectMenuEditRefused('m-system-user', 'menu_not_held');
    const reason: PrivilegeReason = 'action_not_held';
    await expectMenuEditRefused('m-system-menu', reason, (actions) =>
      actions.filter((action) => action.code !== 'delete'),
    );
    await expectMenuEditRefused('m-system-menu', reason, (actions) =>
      actions.map((action) => (action.code === 'delete' ? { ...action, name: '移除' } : action)),
    );
    await expectMenuEditRefused('m-system-menu', reason, (actions) =>
      actions.map((action) => (action.code === 'delete' ? { ...action, resourceIds: [] } : action)),
    );
    // Deleting takes every action away: a deleter must hold the menu and all its actions.
    const deleterGrants = [
      { menuId: 'm-system-menu', actionCodes: ['delete'] },
      { menuId: 'm-dashboard', actionCodes: [] },
    ];
    server.app.mock.store.roles.insert(plainRole('r-deleter', '删除员', deleterGrants, { sequence: 60 }));
    const deleter = server.app.mock.tokens.issue(addUser('u-deleter', ['r-deleter']).id).accessToken;
    await expectRefused(deleter, 'DELETE', '/menus/m-system-user', undefined, 'menu_not_held');
    await expectRefused(deleter, 'DELETE', '/menus/m-dashboard', undefined, reason);
  });

  it('what the administrator role or a role above them grants is not taken away by them', async () => {
    const reason: PrivilegeReason = 'take_away';
    await expectMenuEditRefused('m-system-menu', reason, (actions) =>
      actions.filter((action) => action.code !== 'add'),
    );
    await expectMenuEditRefused('m-system-menu', reason, (actions) =>
      actions.map((action) => (action.code === 'edit' ? { ...action, resourceIds: [] } : action)),
    );
  });

  it('an action without resources that the administrator role or a role above them grants is not removed by them, by an edit or a delete', async () => {
    const grants = [
      ...WIRER_GRANTS,
      { menuId: 'm-dashboard', actionCodes: ['query', 'export'] },
      { menuId: 'm-user-set', actionCodes: ['query', 'edit'] },
    ];
    server.app.mock.store.roles.update('r-wirer', { menus: grants });
    const without = (code: string) => (actions: { code: string }[]) => actions.filter((action) => action.code !== code);
    await expectMenuEditRefused('m-dashboard', 'take_away', without('query'));
    await expectMenuEditRefused('m-user-set', 'take_away', without('edit'));
    // A menu only the administrator role grants, its one action bound to nothing.
    const bare = await send(root, 'POST', '/menus', auditMenuBody([{ code: 'query', name: '查询', resourceIds: [] }]));
    const admin = server.app.mock.tokens.issue(addUser('u-admin2', ['r-admin']).id).accessToken;
    await expectRefused(admin, 'DELETE', `/menus/${bare.json.id}`, undefined, 'take_away');
    expect((await send(root, 'DELETE', `/menus/${bare.json.id}`, undefined)).statusCode).toBe(200);
  });

  it('a menu that a role they cannot change holds, itself or below it, is not moved by them; one no such role holds is', async () => {
    const { store } = server.app.mock;
    store.roles.update('r-wirer', { menus: [...WIRER_GRANTS, { menuId: 'm-system-user', actionCodes: [] }] });
    const moved = (id: string, parentId: string | null) => ({ ...menuEdit(id), parentId });
    await expectRefused(wirer, 'PUT', '/menus/m-system-user', moved('m-system-user', 'm-system-menu'), 'take_away');
    await expectRefused(wirer, 'PUT', '/menus/m-system-user', moved('m-system-user', null), 'take_away');
    // A group and its page that the administrator role does not hold; a role above the wirer holds the page.
    const group = {
      id: 'm-audit',
      parentId: null,
      routeName: 'Audit',
      routePath: '/audit',
      component: '/layouts/RouteView',
      name: '审计',
      icon: 'history' as const,
      showStatus: 1 as const,
      sequence: 90,
      actions: [],
    };
    store.menus.insert(group);
    store.menus.insert({
      ...group,
      id: 'm-audit-log',
      parentId: 'm-audit',
      routeName: 'AuditLog',
      routePath: '/audit/log',
      component: 'audit/log',
    });
    store.roles.update('r-wirer', { menus: [...WIRER_GRANTS, { menuId: 'm-audit', actionCodes: [] }] });
    const auditorGrants = [
      { menuId: 'm-audit-log', actionCodes: [] },
      { menuId: 'm-dashboard', actionCodes: ['query'] },
    ];
    store.roles.insert(plainRole('r-auditor', '审计员', auditorGrants, { sequence: 70 }));
    await expectRefused(wirer, 'PUT', '/menus/m-audit', moved('m-audit', 'm-system'), 'take_away');
    store.roles.remove('r-auditor');
    const free = await send(wirer, 'PUT', '/menus/m-audit', moved('m-audit', 'm-system'));
    expect({ status: free.statusCode, parentId: free.json.parentId }).toEqual({ status: 200, parentId: 'm-system' });
    const byRoot = await send(root, 'PUT', '/menus/m-system-user', moved('m-system-user', 'm-system-menu'));
    expect({ status: byRoot.statusCode, parentId: byRoot.json.parentId }).toEqual({
      status: 200,
      parentId: 'm-system-menu',
    });
  });

  it('within what they hold they may still work: rename, add actions and menus with calls they can make; root is unaffected', async () => {
    const renamed = await send(wirer, 'PUT', '/menus/m-system-menu', {
      ...menuEdit('m-system-menu', (actions) => [
        ...actions,
        { code: 'export', name: '导出', resourceIds: ['res-menus-list'] },
      ]),
      name: '菜单',
    });
    expect({ status: renamed.statusCode, name: renamed.json.name }).toEqual({ status: 200, name: '菜单' });
    const created = await send(
      wirer,
      'POST',
      '/menus',
      auditMenuBody([{ code: 'query', name: '查询', resourceIds: ['res-resources-list'] }]),
    );
    expect(created.statusCode).toBe(200);
    expect(
      (await send(root, 'PUT', '/menus/m-system-menu', menuEdit('m-system-menu', bind('query', 'res-users-update'))))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await send(
          root,
          'PUT',
          '/menus/m-system-user',
          menuEdit('m-system-user', (actions) => actions.filter((action) => action.code !== 'delete')),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await send(root, 'PUT', '/resources/res-users-delete', {
          method: 'DELETE',
          path: '/api/v1/users/{id}/gone',
          memo: '',
        })
      ).statusCode,
    ).toBe(200);
  });
});
