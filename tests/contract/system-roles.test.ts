import { contractTarget, ghostName, md5 } from './support/target';
import { type PageOf, as, errorOf, expectGuarded, recordCalls } from './support/system';
import { signInRootAndLimited } from './support/signed-in';
import { adminRoleId } from './support/built-ins';

const t = contractTarget('system-roles.test.ts');

type Grant = { menuId: string; actions: string[] };
type Role = {
  id: string;
  name: string;
  sequence: number;
  status: string;
  memo: string;
  menus: Grant[];
  builtIn: boolean;
  createdAt: string;
};
type Page = PageOf<Role>;

type MenuNode = { id: string; routeName: string; actions: { code: string }[]; children: MenuNode[] };

const { signedIn, itReads, itWrites, itLimited } = signInRootAndLimited(t);

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);
const menuTree = async () =>
  flatten((t.check(await as(t, signedIn.root).get('/menus'), 200).body as { list: MenuNode[] }).list);

/** A menu of the target's with two actions or more, and a grant of its first one: what a role of this file grants. */
let granted: MenuNode;
let grants: Grant[] = [];
t.beforeAllNeeds(['admin'], async () => {
  const found = (await menuTree()).find((node) => node.actions.length >= 2);
  if (!found) throw new Error('the target has no menu with two actions (GET /menus): the role tests grant one');
  granted = found;
  grants = [{ menuId: granted.id, actions: [granted.actions[0]!.code] }];
});
// Grants nothing, so that every field but the one a test breaks is valid on any target.
const newRole = (overrides: object = {}) => ({
  name: `审计员 ${ghostName()}`,
  sequence: 30,
  memo: 'reads users',
  menus: [],
  ...overrides,
});
const create = async (overrides: object = {}) =>
  t.check(await as(t, signedIn.root).post('/roles', newRole(overrides)), 200).body as Role;
const page = async (query: Record<string, string | number>) =>
  t.check(await as(t, signedIn.root).get('/roles', query), 200).body as Page;

describe('GET /roles', () => {
  // By id, not by place: roles of the target's (or this run's) may come before the built-in ones.
  itReads(
    'answers the roles by sequence, each granting menus and actions that exist, the administrator every one',
    async () => {
      const body = await page({ pageSize: 100 });
      const sequences = body.list.map((role) => role.sequence);
      expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
      const adminId = await adminRoleId(t, signedIn.root);
      const admin = t.check(await as(t, signedIn.root).get(`/roles/${adminId}`), 200).body as Role;
      expect(admin).toMatchObject({ builtIn: true, status: 'enabled' });
      const menus = new Map((await menuTree()).map((node) => [node.id, node.actions.map((action) => action.code)]));
      for (const role of body.list) {
        for (const grant of role.menus)
          expect({ role: role.name, grant, codes: menus.get(grant.menuId) }).toEqual({
            role: role.name,
            grant,
            codes: expect.arrayContaining(grant.actions),
          });
      }
      const held = new Map(admin!.menus.map((grant) => [grant.menuId, [...grant.actions].sort()]));
      for (const [menuId, codes] of menus)
        expect({ menuId, held: held.get(menuId) }).toEqual({ menuId, held: [...codes].sort() });
    },
  );

  itWrites('filters by keyword and status and sorts by a whitelisted field', async () => {
    const tag = ghostName();
    const a = await create({ name: `${tag} A`, sequence: 5 });
    const b = await create({ name: `${tag} B`, sequence: 1, status: 'disabled' });
    expect((await page({ queryValue: tag.toUpperCase() })).list.map((r) => r.id)).toEqual([b.id, a.id]);
    expect((await page({ queryValue: tag, sortField: 'name', sortOrder: 'desc' })).list.map((r) => r.id)).toEqual([
      b.id,
      a.id,
    ]);
    expect((await page({ queryValue: tag, status: 'enabled' })).list.map((r) => r.id)).toEqual([a.id]);
  });

  itReads.each([
    [{ sortField: 'menus' }, 'sortField'],
    [{ pageSize: 'all' }, 'pageSize'],
    [{ status: 'off' }, 'status'],
  ])('answers 400 naming the parameter for %j', async (query, name) => {
    expect(errorOf(t.check(await as(t, signedIn.root).get('/roles', query), 400)).message).toContain(name);
  });
});

describe('POST, PUT, DELETE /roles', () => {
  itWrites('creates a role with defaults, reads it, edits it and deletes it', async () => {
    const created = t.check(
      await as(t, signedIn.root).post('/roles', { name: `Minimal ${ghostName()}`, menus: [] }),
      200,
    ).body as Role;
    // A back end without watermarks leaves the flag out, which means false.
    expect({ watermark: false, ...created }).toEqual({
      id: expect.any(String),
      name: created.name,
      sequence: 0,
      status: 'enabled',
      memo: '',
      menus: [],
      watermark: false,
      builtIn: false,
      createdAt: expect.any(String),
    });
    expect(t.check(await as(t, signedIn.root).get(`/roles/${created.id}`), 200).body).toEqual(created);
    const edited = t.check(
      await as(t, signedIn.root).put(
        `/roles/${created.id}`,
        newRole({ name: created.name, status: 'disabled', menus: grants }),
      ),
      200,
    ).body as Role;
    expect(edited).toEqual({ ...created, sequence: 30, memo: 'reads users', status: 'disabled', menus: grants });
    t.check(await as(t, signedIn.root).delete(`/roles/${created.id}`), 200);
    t.check(await as(t, signedIn.root).get(`/roles/${created.id}`), 404);
    t.check(await as(t, signedIn.root).put(`/roles/${created.id}`, newRole()), 404);
  });

  itWrites(
    'refuses a name taken in any case, grants of unknown menus or actions, and a menu granted twice',
    async () => {
      const role = await create();
      const other = await create();
      expect(
        errorOf(t.check(await as(t, signedIn.root).post('/roles', newRole({ name: role.name.toUpperCase() })), 400)),
      ).toMatchObject({
        reason: 'duplicate_role_name',
        message: expect.stringContaining('already taken'),
      });
      expect(
        errorOf(t.check(await as(t, signedIn.root).put(`/roles/${role.id}`, newRole({ name: other.name })), 400)),
      ).toMatchObject({
        reason: 'duplicate_role_name',
        message: expect.stringContaining('already taken'),
      });
      expect(
        errorOf(
          t.check(
            await as(t, signedIn.root).post('/roles', newRole({ menus: [{ menuId: 'm-gone', actions: [] }] })),
            400,
          ),
        ),
      ).toMatchObject({ reason: 'unknown_menu', message: 'menu m-gone does not exist' });
      const badAction = newRole({ menus: [{ menuId: granted.id, actions: [granted.actions[0]!.code, 'fly'] }] });
      expect(errorOf(t.check(await as(t, signedIn.root).post('/roles', badAction), 400))).toMatchObject({
        reason: 'unknown_action',
        message: `menu ${granted.routeName} has no action "fly"`,
      });
      const twice = newRole({ menus: [...grants, { menuId: granted.id, actions: [granted.actions[1]!.code] }] });
      expect(errorOf(t.check(await as(t, signedIn.root).post('/roles', twice), 400)).message).toContain(
        'names a menu twice',
      );
    },
  );

  itReads.each([
    [{ name: '' }, 'name'],
    [{ memo: 'line\u0000break' }, 'memo'],
    [{ menus: undefined }, 'menus'],
    [{ sequence: -1 }, 'sequence'],
    [{ menus: [{ menuId: 'm-000000000000' }] }, 'actions'],
    [{ menus: [{ menuId: 'm-000000000000', actions: ['Query!'] }] }, 'actions'],
    [{ users: [] }, 'users'],
  ])('answers 400 naming the field for %j', async (overrides, name) => {
    expect(errorOf(t.check(await as(t, signedIn.root).post('/roles', newRole(overrides)), 400)).message).toContain(
      name,
    );
  });

  itWrites('refuses to delete a role a user still holds, and deletes it once nobody does', async () => {
    const role = await create();
    const user = t.check(
      await as(t, signedIn.root).post('/users', {
        userName: ghostName(),
        realName: 'Holder',
        password: md5('x'),
        roleIds: [role.id],
      }),
      200,
    ).body as { id: string; userName: string };
    expect(errorOf(t.check(await as(t, signedIn.root).delete(`/roles/${role.id}`), 400))).toMatchObject({
      reason: 'role_in_use',
      message: `role "${role.name}" is held by users: ${user.userName}`,
    });
    t.check(await as(t, signedIn.root).get(`/roles/${role.id}`), 200);
    t.check(await as(t, signedIn.root).delete(`/users/${user.id}`), 200);
    t.check(await as(t, signedIn.root).delete(`/roles/${role.id}`), 200);
  });
});

describe('/roles guards', () => {
  // On an id no role has: the guard answers before the lookup, and a target that let the account through changes nothing.
  itLimited(
    'answers 401 code 9999 without a token and 401 code 401 to the limited account, which holds no role action',
    async () => {
      const body = newRole();
      await expectGuarded(t, signedIn.staff, recordCalls('/roles', 'r-000000000000', body));
    },
  );
});
