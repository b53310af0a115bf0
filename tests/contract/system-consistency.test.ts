import { adminRoleId } from './support/built-ins';
import { contract } from './support/openapi-validator';
import { TOKEN_REFUSED } from './support/refusals';
import { SYSTEM_CALLS, callsOf, everyResource, targetCalls } from './support/resources';
import { createRunMenu } from './support/run-menus';
import { contractTarget, ghostName, md5 } from './support/target';
import { as, errorOf } from './support/system';

const t = contractTarget('system-consistency.test.ts');

type MenuNode = { routeName: string; actions: { code: string }[]; children: MenuNode[] };

let root = '';
t.beforeAllNeeds(['login', 'writes'], async () => {
  root = await t.adminToken();
});
// Every test here creates users (and logs them in) to watch what a change does to them.
const itChanges = t.itNeeds('login', 'writes');

/** A new user with `roleIds` and password `pw-1`; answers its id and name. */
async function newUser(roleIds: string[]): Promise<{ id: string; userName: string }> {
  const userName = ghostName();
  const res = t.check(
    await as(t, root).post('/users', { userName, realName: 'Consistency', password: md5('pw-1'), roleIds }),
    200,
  );
  return { id: res.body.id as string, userName };
}

const currentUser = async (token: string) => t.check(await as(t, token).get('/pub/current/user'));
const menuTree = async (token: string) =>
  (t.check(await as(t, token).get('/pub/current/menutree'), 200).body as { list: MenuNode[] }).list;
const shape = (nodes: MenuNode[]): string[] =>
  nodes.flatMap((node) => [
    `${node.routeName}:${node.actions.map((a) => a.code).join('+')}`,
    ...shape(node.children).map((s) => `  ${s}`),
  ]);

describe('PATCH, PUT, DELETE /users/{id}: sessions follow the user', () => {
  itChanges(
    'a disabled user cannot log in and its token fails with 9999; enabling again does not revive the old token',
    async () => {
      const user = await newUser([]);
      const token = await t.tokenFor({ userName: user.userName, password: 'pw-1' });
      expect((await currentUser(token)).status).toBe(200);

      t.check(await as(t, root).patch(`/users/${user.id}/disable`), 200);
      expect(errorOf(await currentUser(token))).toEqual(TOKEN_REFUSED);
      expect(errorOf(t.check(await t.login(user.userName, 'pw-1'), 400)).code).toBe(400);

      t.check(await as(t, root).patch(`/users/${user.id}/enable`), 200);
      expect(errorOf(await currentUser(token)).code).toBe(9999);
      const fresh = await t.tokenFor({ userName: user.userName, password: 'pw-1' });
      expect((await currentUser(fresh)).status).toBe(200);
    },
  );

  itChanges('disabling through PUT, deleting, or setting a new password ends the sessions too', async () => {
    const cases: [string, (id: string, userName: string) => Promise<unknown>][] = [
      [
        'PUT status disabled',
        async (id, userName) =>
          t.check(
            await as(t, root).put(`/users/${id}`, { userName, realName: 'x', roleIds: [], status: 'disabled' }),
            200,
          ),
      ],
      ['DELETE', async (id) => t.check(await as(t, root).delete(`/users/${id}`), 200)],
      [
        'PUT new password',
        async (id, userName) =>
          t.check(
            await as(t, root).put(`/users/${id}`, { userName, realName: 'x', roleIds: [], password: md5('pw-2') }),
            200,
          ),
      ],
    ];
    for (const [name, change] of cases) {
      const user = await newUser([]);
      const token = await t.tokenFor({ userName: user.userName, password: 'pw-1' });
      await change(user.id, user.userName);
      expect({ name, error: errorOf(await currentUser(token)) }).toEqual({ name, error: TOKEN_REFUSED });
    }
  });
});

describe('PUT /roles/{id}: access follows the role', () => {
  itChanges("a role's changed grants change its users' menu tree and permissions on the next call", async () => {
    // A page whose actions open no call, and a group holding a page that reads the users.
    const page = await createRunMenu(t, root, 'board', { sequence: 901, actions: { query: [], export: [] } });
    const group = await createRunMenu(t, root, 'group', { sequence: 902 });
    const users = await createRunMenu(t, root, 'people', {
      parentId: group.id,
      actions: { query: (await targetCalls(t, root)).idsOf('GET /users') },
    });
    const name = `Consistency ${ghostName()}`;
    const role = t.check(
      await as(t, root).post('/roles', { name, menus: [{ menuId: page.id, actions: ['query'] }] }),
      200,
    ).body as {
      id: string;
    };
    const user = await newUser([role.id]);
    const token = await t.tokenFor({ userName: user.userName, password: 'pw-1' });
    expect(shape(await menuTree(token))).toEqual([`${page.routeName}:query`]);
    expect(errorOf(t.check(await as(t, token).get('/users'), 401)).code).toBe(401);

    const grants = [
      { menuId: page.id, actions: ['query', 'export'] },
      { menuId: group.id, actions: [] },
      { menuId: users.id, actions: ['query'] },
    ];
    t.check(await as(t, root).put(`/roles/${role.id}`, { name, menus: grants }), 200);
    expect(shape(await menuTree(token))).toEqual([
      `${page.routeName}:query+export`,
      `${group.routeName}:`,
      `  ${users.routeName}:query`,
    ]);
    t.check(await as(t, token).get('/users'), 200);
    expect(
      errorOf(
        t.check(
          await as(t, token).post('/users', { userName: ghostName(), realName: 'x', password: md5('x'), roleIds: [] }),
          401,
        ),
      ).code,
    ).toBe(401);

    t.check(await as(t, root).put(`/roles/${role.id}`, { name, menus: grants, status: 'disabled' }), 200);
    expect(await menuTree(token)).toEqual([]);
    expect(errorOf(t.check(await as(t, token).get('/users'), 401)).code).toBe(401);
  });

  itChanges('a user given the admin role (not root) passes every guard the resources list', async () => {
    const user = await newUser([await adminRoleId(t, root)]);
    const token = await t.tokenFor({ userName: user.userName, password: 'pw-1' });
    const listed = await everyResource(t, root);
    const prefix = callsOf(listed).pathOf('');
    // The endpoints of the contract that an action opens: a resource someone else added may name a path no route serves, and one bound to no action opens nothing.
    const resources = listed
      .filter(({ path, actions }) => path.startsWith(prefix) && actions.length > 0)
      .map(({ id, method, path }) => ({
        id,
        method,
        path,
        url: path.slice(prefix.length).replace('{id}', 'no-such-id'),
      }))
      .filter(({ url }) => contract.templateFor(url) !== undefined);
    expect(resources.map((resource) => resource.id)).toEqual(
      expect.arrayContaining(callsOf(listed).idsOf(...SYSTEM_CALLS)),
    );
    for (const { method, path, url } of resources) {
      const res = await as(t, token).send({
        method: method.toLowerCase() as 'get',
        path: url,
        body: method === 'POST' || method === 'PUT' ? {} : undefined,
      });
      t.check(res);
      // Past the guard the call fails on its input (400/404), never on permission.
      expect({ method, path, guard: res.status === 401 ? 'denied' : 'passed' }).toEqual({
        method,
        path,
        guard: 'passed',
      });
    }
  });
});
