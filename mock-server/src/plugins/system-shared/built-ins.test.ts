import type { Server } from '@hapi/hapi';
import { PRIVILEGE_RULES } from '../../../../shared/privilege-rules';
import { md5, testServer } from '../../test-support';
import { auditMenuBody, callAs, EDITOR_GRANTS, plainRole } from '../../testing/privilege-fixtures';
import { assertMayChangeUser } from './privileges';

/**
 * The privilege rules against data whose built-ins carry other ids than the default seed's: root
 * is `u-x1` (with no role at all) and the administrator role `r-x1`, while a plain user and a plain
 * role bear the ids the seed gives the built-ins. Every rule must follow the flag.
 */
let server: Server;
let root: string;
let editor: string;

beforeEach(async () => {
  server = await testServer();
  const { store, tokens } = server.app.mock;
  const data = store.snapshot();
  const seededRoot = data.users.find((user) => user.builtIn)!;
  const seededAdmin = data.roles.find((role) => role.builtIn)!;
  const plain = data.users.find((user) => !user.builtIn)!;
  store.restore({
    ...data,
    users: [
      { ...seededRoot, id: 'u-x1', roleIds: [] },
      { ...plain, id: seededRoot.id, userName: 'decoy', roleIds: [seededAdmin.id] },
      { ...plain, id: 'u-editor', userName: 'editor', roleIds: ['r-editor'] },
    ],
    roles: [
      // What the editor holds, and so all the administrator role grants here: only the flag protects it.
      { ...seededAdmin, id: 'r-x1', menus: EDITOR_GRANTS },
      {
        ...seededAdmin,
        id: seededAdmin.id,
        name: 'decoy',
        menus: [{ menuId: 'm-system', actionCodes: [] }],
        builtIn: false,
      },
      plainRole('r-editor', '用户编辑', EDITOR_GRANTS),
    ],
  });
  root = tokens.issue('u-x1').accessToken;
  editor = tokens.issue('u-editor').accessToken;
});

afterEach(() => server.stop());

const send = (token: string, method: string, url: string, payload?: object) =>
  callAs(server, token, method, url, payload);

const refusal = (reason: keyof typeof PRIVILEGE_RULES) => ({ status: 401, reason });
const outcome = (res: { statusCode: number; json: { error?: { reason?: string } } }) =>
  res.statusCode === 200 ? { status: 200 } : { status: res.statusCode, reason: res.json.error?.reason };

/** The edit body of user `id` as it stands, with `change` applied. */
function editOf(id: string, change: object = {}) {
  const user = server.app.mock.store.users.get(id)!;
  return { userName: user.userName, realName: user.realName, roleIds: user.roleIds, ...change };
}

const roleBody = (id: string, change: object = {}) => {
  const role = server.app.mock.store.roles.get(id)!;
  return {
    name: role.name,
    menus: role.menus.map((grant) => ({ menuId: grant.menuId, actions: grant.actionCodes })),
    ...change,
  };
};

const decoyUserId = () => server.app.mock.store.users.find((user) => user.userName === 'decoy')!.id;
const decoyRoleId = () => server.app.mock.store.roles.find((role) => role.name === 'decoy')!.id;

describe('built-ins by flag, not by id', () => {
  it('root is the flagged user: it calls everything without a role, and its user info says so', async () => {
    expect((await send(root, 'GET', '/users')).statusCode).toBe(200);
    expect((await send(root, 'GET', '/pub/current/user')).json.builtIn).toBe(true);
    const decoy = server.app.mock.tokens.issue(decoyUserId()).accessToken;
    expect((await send(decoy, 'GET', '/users')).statusCode).toBe(401);
    expect((await send(decoy, 'GET', '/pub/current/user')).json.builtIn).toBe(false);
    const listed = (await send(root, 'GET', '/users')).json.list as { id: string; builtIn: boolean }[];
    expect(listed.filter((user) => user.builtIn).map((user) => user.id)).toEqual(['u-x1']);
    const roles = (await send(root, 'GET', '/roles')).json.list as { id: string; builtIn: boolean }[];
    expect(roles.filter((role) => role.builtIn).map((role) => role.id)).toEqual(['r-x1']);
  });

  it('guards the flagged root account, and not the user bearing the seed root id', async () => {
    expect(outcome(await send(editor, 'DELETE', '/users/u-x1'))).toEqual(refusal('root_deleted'));
    expect(outcome(await send(editor, 'PATCH', '/users/u-x1/disable'))).toEqual(refusal('root_disabled'));
    expect(outcome(await send(editor, 'PUT', '/users/u-x1', editOf('u-x1', { realName: 'Pwned' })))).toEqual(
      refusal('root_only'),
    );
    expect(outcome(await send(editor, 'PATCH', `/users/${decoyUserId()}/disable`))).toEqual({ status: 200 });
    expect(outcome(await send(editor, 'DELETE', `/users/${decoyUserId()}`))).toEqual({ status: 200 });
  });

  it('keeps the flagged administrator role for root, and not the role bearing the seed id', async () => {
    expect(outcome(await send(editor, 'PUT', '/roles/r-x1', roleBody('r-x1', { memo: 'mine' })))).toEqual(
      refusal('admin_role'),
    );
    expect(outcome(await send(editor, 'DELETE', '/roles/r-x1'))).toEqual(refusal('admin_role'));
    expect(outcome(await send(root, 'PUT', '/roles/r-x1', roleBody('r-x1', { memo: 'root may' })))).toEqual({
      status: 200,
    });
    expect(
      outcome(await send(editor, 'PUT', `/roles/${decoyRoleId()}`, roleBody(decoyRoleId(), { memo: 'plain' }))),
    ).toEqual({
      status: 200,
    });
  });

  it('grants a new menu to the flagged administrator role and takes it back on delete', async () => {
    const menu = auditMenuBody([{ code: 'query', name: '查询', resourceIds: ['res-users-list'] }]);
    const created = await send(root, 'POST', '/menus', menu);
    expect(created.statusCode).toBe(200);
    const grantOf = (roleId: string) =>
      server.app.mock.store.roles.get(roleId)!.menus.find((grant) => grant.menuId === created.json.id);
    expect([grantOf('r-x1')?.actionCodes, grantOf(decoyRoleId())]).toEqual([['query'], undefined]);
    expect((await send(root, 'DELETE', `/menus/${created.json.id}`)).statusCode).toBe(200);
    expect(grantOf('r-x1')).toBeUndefined();
  });

  it('reads the flag from the store, not from the record a caller hands in', () => {
    const { store } = server.app.mock;
    const forged = { ...store.users.get('u-editor')!, builtIn: true };
    expect(() =>
      assertMayChangeUser(store, forged, store.users.get('u-x1')!, { kind: 'edit', roleIds: [], password: false }),
    ).toThrow(PRIVILEGE_RULES.root_only);
  });
});

describe('no request sets the flag', () => {
  const newUser = { userName: 'fresh', realName: 'Fresh', password: md5('fresh-1'), roleIds: ['r-editor'] };

  it('refuses it in every body that writes a user or a role', async () => {
    const attempts = [
      await send(root, 'POST', '/users', { ...newUser, builtIn: true }),
      await send(root, 'PUT', '/users/u-editor', editOf('u-editor', { builtIn: true })),
      await send(root, 'PUT', '/users/u-x1', editOf('u-x1', { builtIn: false })),
      await send(root, 'POST', '/roles', { name: 'fresh', menus: [], builtIn: true }),
      await send(root, 'PUT', `/roles/${decoyRoleId()}`, roleBody(decoyRoleId(), { builtIn: true })),
      await send(root, 'PUT', '/roles/r-x1', roleBody('r-x1', { builtIn: false })),
      await send(editor, 'PUT', '/pub/current/user', { builtIn: true }),
    ];
    expect(attempts.map((res) => res.statusCode)).toEqual([400, 400, 400, 400, 400, 400, 400]);
    const { store } = server.app.mock;
    expect(
      [...store.users.all(), ...store.roles.all()].filter((record) => record.builtIn).map((record) => record.id),
    ).toEqual(['u-x1', 'r-x1']);
  });

  it('creates plain records and keeps the flag through edits', async () => {
    expect((await send(root, 'POST', '/users', newUser)).json.builtIn).toBe(false);
    expect((await send(root, 'POST', '/roles', { name: 'fresh', menus: [] })).json.builtIn).toBe(false);
    expect((await send(root, 'PUT', '/users/u-x1', editOf('u-x1', { realName: 'Root' }))).json.builtIn).toBe(true);
    expect((await send(root, 'PUT', '/roles/r-x1', roleBody('r-x1', { memo: 'still built in' }))).json.builtIn).toBe(
      true,
    );
    expect((await send(root, 'PUT', '/pub/current/user', { realName: 'Root' })).json.builtIn).toBe(true);
  });
});
