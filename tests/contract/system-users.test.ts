import { ROOT, contractTarget, ghostName, md5 } from './support/target';
import { privilegeRefusal } from './support/refusals';
import { type PageOf, as, errorOf, expectGuarded, writeCalls } from './support/system';
import { signInRootAndLimited } from './support/signed-in';
import { rootUserId } from './support/built-ins';

const t = contractTarget('system-users.test.ts');

type User = {
  id: string;
  userName: string;
  realName: string;
  email: string;
  phone: string;
  status: string;
  roleIds: string[];
  roles: { id: string; name: string }[];
  builtIn: boolean;
  createdAt: string;
};
type Page = PageOf<User>;

const { signedIn, itReads, itWrites, itLimited } = signInRootAndLimited(t);

// No role by default, so that every field but the one a test breaks is valid on any target.
const newUser = (overrides: object = {}) => ({
  userName: ghostName(),
  realName: '王芳',
  password: md5('secret-1'),
  email: 'wang@example.com',
  phone: '+86 138 0000 0000',
  roleIds: [],
  ...overrides,
});
const create = async (overrides: object = {}) =>
  t.check(await as(t, signedIn.root).post('/users', newUser(overrides)), 200).body as User;
const page = async (query: Record<string, string | number>, token = signedIn.root) =>
  t.check(await as(t, token).get('/users', query), 200).body as Page;

/** A new role of this run, granting nothing: its id and name, as a user's `roles` show it. */
async function createRole(): Promise<{ id: string; name: string }> {
  const { id, name } = t.check(
    await as(t, signedIn.root).post('/roles', { name: `职员 ${ghostName()}`, menus: [] }),
    200,
  ).body as {
    id: string;
    name: string;
  };
  return { id, name };
}

/** A role of this run the users of this file hold. */
let role = { id: '', name: '' };
t.beforeAllNeeds(['admin', 'writes'], async () => {
  role = await createRole();
});

describe('GET /users', () => {
  itReads('answers a page of users with role names, newest first, no password or hash', async () => {
    const body = await page({ pageSize: 100 });
    expect(body.pagination).toEqual({ total: expect.any(Number), current: 1, pageSize: 100 });
    expect(body.pagination.total).toBeGreaterThanOrEqual(body.list.length);
    const created = body.list.map((user) => user.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const rootRow = (await page({ queryValue: ROOT.userName, pageSize: 100 })).list.find(
      (user) => user.userName === ROOT.userName,
    )!;
    // Root holds everything by its flag, whatever roles it lists.
    expect(rootRow).toMatchObject({ builtIn: true, status: 'enabled' });
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt/i);
  });

  itWrites('answers a new user first', async () => {
    const created = await create();
    expect((await page({ pageSize: 1 })).list.map((user) => user.id)).toEqual([created.id]);
  });

  itWrites('filters by keyword (case insensitive), role and status, sorts and pages', async () => {
    const tag = ghostName();
    const a = await create({ userName: `${tag}-a`, realName: 'Zed', roleIds: [role.id] });
    const other = await createRole();
    const b = await create({ userName: `${tag}-b`, realName: 'Amy', roleIds: [other.id], status: 'disabled' });
    expect((await page({ queryValue: tag.toUpperCase() })).list.map((u) => u.id).sort()).toEqual([a.id, b.id].sort());
    expect((await page({ queryValue: tag, roleIds: other.id })).list.map((u) => u.id)).toEqual([b.id]);
    expect((await page({ queryValue: tag, roleIds: `r-nothing,${role.id}` })).list.map((u) => u.id)).toEqual([a.id]);
    expect((await page({ queryValue: tag, status: 'disabled' })).list.map((u) => u.id)).toEqual([b.id]);
    expect(
      (await page({ queryValue: tag, sortField: 'realName', sortOrder: 'asc' })).list.map((u) => u.realName),
    ).toEqual(['Amy', 'Zed']);
    expect(
      (await page({ queryValue: tag, sortField: 'realName', sortOrder: 'desc' })).list.map((u) => u.realName),
    ).toEqual(['Zed', 'Amy']);
    const second = await page({ queryValue: tag, pageSize: 1, current: 2, sortField: 'userName' });
    expect(second).toEqual({
      list: [expect.objectContaining({ id: b.id })],
      pagination: { total: 2, current: 2, pageSize: 1 },
    });
    expect((await page({ queryValue: tag, pageSize: 1, current: 3 })).list).toEqual([]);
  });

  itReads.each([
    [{ pageSize: 101 }, 'pageSize'],
    [{ current: 0 }, 'current'],
    [{ status: 'on' }, 'status'],
    [{ sortField: 'passwordHash' }, 'sortField'],
    [{ sortOrder: 'up' }, 'sortOrder'],
    [{ roleIds: 'a,,b' }, 'roleIds'],
    [{ queryValue: 'x'.repeat(65) }, 'queryValue'],
    [{ page: 1 }, 'page'],
  ])('answers 400 naming the parameter for %j', async (query, name) => {
    expect(errorOf(t.check(await as(t, signedIn.root).get('/users', query), 400)).message).toContain(name);
  });
});

describe('POST /users', () => {
  itWrites('creates a user who can log in with the password sent as MD5', async () => {
    const param = newUser({ roleIds: [role.id] });
    const created = t.check(await as(t, signedIn.root).post('/users', param), 200).body as User;
    expect(created).toEqual({
      id: expect.any(String),
      userName: param.userName,
      realName: '王芳',
      email: param.email,
      phone: param.phone,
      status: 'enabled',
      roleIds: [role.id],
      roles: [role],
      builtIn: false,
      createdAt: expect.any(String),
    });
    expect(t.check(await as(t, signedIn.root).get(`/users/${created.id}`), 200).body).toEqual(created);
    expect(await t.tokenFor({ userName: param.userName, password: 'secret-1' })).toEqual(expect.any(String));
  });

  itWrites('refuses a user name already taken, in any case', async () => {
    const first = await create();
    const res = t.check(
      await as(t, signedIn.root).post('/users', newUser({ userName: first.userName.toUpperCase() })),
      400,
    );
    expect(errorOf(res)).toMatchObject({
      reason: 'duplicate_user_name',
      message: expect.stringContaining('already taken'),
    });
    expect(
      errorOf(
        t.check(await as(t, signedIn.root).post('/users', newUser({ userName: ROOT.userName.toUpperCase() })), 400),
      ),
    ).toMatchObject({ reason: 'duplicate_user_name', message: expect.stringContaining('already taken') });
  });

  itReads.each([
    [{ userName: undefined }, 'userName'],
    [{ realName: '' }, 'realName'],
    [{ realName: 'bell\u0007' }, 'realName'],
    [{ password: 'plain-text' }, 'password'],
    [{ password: undefined }, 'password'],
    [{ email: 'not-an-email' }, 'email'],
    [{ phone: 'call me' }, 'phone'],
    [{ roleIds: ['r-000000000000', 'r-000000000000'] }, 'roleIds'],
    [{ roleIds: undefined }, 'roleIds'],
    [{ status: 'active' }, 'status'],
    [{ userName: 'has space' }, 'userName'],
    [{ admin: true }, 'admin'],
  ])('answers 400 naming the field for %j', async (overrides, name) => {
    expect(errorOf(t.check(await as(t, signedIn.root).post('/users', newUser(overrides)), 400)).message).toContain(
      name,
    );
  });

  itReads('answers 400 naming the body when it is not an object', async () => {
    expect(errorOf(t.check(await as(t, signedIn.root).post('/users', []), 400)).message).toContain('body');
  });

  itReads('refuses a role that does not exist', async () => {
    expect(
      errorOf(t.check(await as(t, signedIn.root).post('/users', newUser({ roleIds: ['r-missing'] })), 400)),
    ).toMatchObject({
      reason: 'unknown_role',
      message: 'role r-missing does not exist',
    });
  });
});

describe('PUT /users/{id}', () => {
  itWrites('edits the fields, keeps the password unless one is sent, and changes it when one is', async () => {
    const user = await create();
    const other = await createRole();
    const { password: _password, ...param } = newUser({
      userName: user.userName,
      realName: '王芳芳',
      roleIds: [role.id, other.id],
      email: '',
    });
    const edited = t.check(await as(t, signedIn.root).put(`/users/${user.id}`, param), 200).body as User;
    expect(edited).toEqual({
      ...user,
      realName: '王芳芳',
      email: '',
      roleIds: [role.id, other.id],
      roles: [role, other],
    });
    await t.tokenFor({ userName: user.userName, password: 'secret-1' });
    t.check(await as(t, signedIn.root).put(`/users/${user.id}`, { ...param, password: md5('secret-2') }), 200);
    t.check(await t.login(user.userName, 'secret-1'), 400);
    await t.tokenFor({ userName: user.userName, password: 'secret-2' });
  });

  itWrites('refuses a name taken by another user, root disabled, unknown ids and bad ids', async () => {
    const user = await create();
    const other = await create();
    const { password: _password, ...param } = newUser();
    expect(
      errorOf(
        t.check(
          await as(t, signedIn.root).put(`/users/${user.id}`, { ...param, userName: other.userName.toUpperCase() }),
          400,
        ),
      ),
    ).toMatchObject({ reason: 'duplicate_user_name', message: expect.stringContaining('already taken') });
    const rootId = await rootUserId(t, signedIn.root);
    const rootUser = t.check(await as(t, signedIn.root).get(`/users/${rootId}`), 200).body as User;
    const rootParam = {
      userName: rootUser.userName,
      realName: rootUser.realName,
      roleIds: rootUser.roleIds,
      status: 'disabled',
    };
    expect(errorOf(t.check(await as(t, signedIn.root).put(`/users/${rootId}`, rootParam), 401))).toEqual(
      privilegeRefusal('root_disabled'),
    );
    t.check(await as(t, signedIn.root).put('/users/u-missing', param), 404);
    t.check(await as(t, signedIn.root).put('/users/bad%20id', param), 400);
  });
});

describe('DELETE /users/{id} and PATCH enable/disable', () => {
  itWrites('disables and enables a user', async () => {
    const user = await create();
    expect((t.check(await as(t, signedIn.root).patch(`/users/${user.id}/disable`), 200).body as User).status).toBe(
      'disabled',
    );
    expect((t.check(await as(t, signedIn.root).get(`/users/${user.id}`), 200).body as User).status).toBe('disabled');
    expect((t.check(await as(t, signedIn.root).patch(`/users/${user.id}/enable`), 200).body as User).status).toBe(
      'enabled',
    );
    t.check(await as(t, signedIn.root).patch('/users/u-missing/enable'), 404);
  });

  itWrites('deletes a user, then answers 404 for it', async () => {
    const user = await create();
    t.check(await as(t, signedIn.root).delete(`/users/${user.id}`), 200);
    t.check(await as(t, signedIn.root).get(`/users/${user.id}`), 404);
    t.check(await as(t, signedIn.root).delete(`/users/${user.id}`), 404);
  });

  itWrites('never deletes or disables root', async () => {
    const rootId = await rootUserId(t, signedIn.root);
    expect(errorOf(t.check(await as(t, signedIn.root).delete(`/users/${rootId}`), 401))).toEqual(
      privilegeRefusal('root_deleted'),
    );
    expect(errorOf(t.check(await as(t, signedIn.root).patch(`/users/${rootId}/disable`), 401))).toEqual(
      privilegeRefusal('root_disabled'),
    );
    expect((t.check(await as(t, signedIn.root).get(`/users/${rootId}`), 200).body as User).status).toBe('enabled');
  });
});

describe('/users guards', () => {
  // On an id no user has: the guard answers before the lookup, and a target that let the account through changes nothing.
  itLimited('lets the limited account (it may read users) read users but nothing else', async () => {
    expect((await page({}, signedIn.staff)).pagination.total).toBeGreaterThanOrEqual(2);
    t.check(await as(t, signedIn.staff).get(`/users/${await rootUserId(t, signedIn.root)}`), 200);
    const body = newUser();
    await expectGuarded(t, signedIn.staff, [
      ...writeCalls('/users', 'u-000000000000', body),
      { method: 'patch', path: '/users/u-000000000000/enable' },
      { method: 'patch', path: '/users/u-000000000000/disable' },
    ]);
  });

  it('answers 401 code 9999 to the read calls without a token', async () => {
    for (const path of ['/users', '/users/u-000000000000'])
      expect(errorOf(t.check(await as(t, null).get(path), 401)).code).toBe(9999);
  });
});
