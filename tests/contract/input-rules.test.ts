import { createAccount } from './support/accounts';
import { ROOT, bearer, contractTarget, ghostName } from './support/target';
import { as, errorOf } from './support/system';

/*
 * The input rules' hostile cases, one by one: each is refused with the contract's 400 error body, and
 * nothing it asked for happens.
 */

const t = contractTarget('input-rules.test.ts');

// Refused calls change nothing on a target that keeps the contract; the writing ones still need leave to write.
const itReads = t.itNeeds('admin');
const itWrites = t.itNeeds('admin', 'writes');

let root = '';
t.beforeAllNeeds(['admin'], async () => {
  root = await t.adminToken();
});

const refused = (res: Parameters<typeof t.check>[0]) => errorOf(t.check(res, 400));

describe('JSON bodies are never converted', () => {
  itWrites('refuses "sequence": "5" for a role and a menu, and creates neither', async () => {
    const name = `Coerced ${ghostName()}`;
    expect(refused(await as(t, root).post('/roles', { name, sequence: '5', menus: [] }))).toEqual({
      code: 400,
      reason: 'invalid_request',
      message: expect.stringContaining('sequence'),
    });
    expect(
      (t.check(await as(t, root).get('/roles', { queryValue: name }), 200).body as { pagination: { total: number } })
        .pagination.total,
    ).toBe(0);
    const menu = {
      parentId: null,
      routeName: 'Coerced',
      routePath: '/coerced',
      component: 'coerced',
      name,
      icon: 'cog',
      showStatus: 1,
      sequence: '5',
      actions: [],
    };
    expect(refused(await as(t, root).post('/menus', menu)).message).toContain('sequence');
    expect(refused(await as(t, root).post('/menus', { ...menu, sequence: 5, showStatus: '1' })).message).toContain(
      'showStatus',
    );
  });

  itWrites('refuses a number where a string is wanted', async () => {
    expect(refused(await as(t, root).post('/roles', { name: 42, menus: [] })).message).toContain('name');
  });
});

describe('paging parameters have a maximum, and integers are digits only', () => {
  itReads.each(['/users', '/roles', '/resources', '/demo/list-items'])(
    '%s refuses current above 1000000 and takes it at 1000000',
    async (path) => {
      expect(refused(await as(t, root).get(path, { current: 1_000_001 })).message).toContain('current');
      expect(
        (t.check(await as(t, root).get(path, { current: 1_000_000 }), 200).body as { list: unknown[] }).list,
      ).toEqual([]);
    },
  );

  itReads.each(['+2', '2.0', '2e0', ' 2', '0x2'])('refuses current=%j', async (value) => {
    expect(refused(await as(t, root).get('/users', { current: value })).message).toContain('current');
  });
});

describe('a body the contract does not describe is refused', () => {
  // A user of this run's, enabled: the refused calls must leave it so.
  let user = { id: '' };
  t.beforeAllNeeds(['admin', 'writes'], async () => {
    user = await createAccount(t, root);
  });

  itWrites.each([
    ['PATCH', '/users/{user}/enable'],
    ['PATCH', '/users/{user}/disable'],
    ['DELETE', '/users/u-bad-input-absent'],
  ])('%s %s with a JSON or a text body', async (method, template) => {
    const path = template.replace('{user}', user.id);
    const send = () => t.api()[method.toLowerCase() as 'patch'](path).set('Authorization', bearer(root));
    expect(refused(await send().send({ status: 'disabled' }))).toEqual({
      code: 400,
      reason: 'invalid_request',
      message: 'this call takes no body',
    });
    expect(refused(await send().set('Content-Type', 'text/plain').send('disabled')).code).toBe(400);
  });

  itWrites('leaves the user as it was', async () => {
    expect((t.check(await as(t, root).get(`/users/${user.id}`), 200).body as { status: string }).status).toBe(
      'enabled',
    );
  });

  t.itNeeds('login')('refuses a body on refresh and logout, and the token still works', async () => {
    const token = await t.tokenFor(ROOT);
    for (const path of ['/pub/refresh-token', '/pub/login/exit']) {
      expect(refused(await t.api().post(path).set('Authorization', bearer(token)).send({ token })).code).toBe(400);
    }
    t.check(await t.api().get('/pub/current/user').set('Authorization', bearer(token)), 200);
  });
});

describe('formats are checked', () => {
  const user = { userName: ghostName(), realName: '格式', password: 'e10adc3949ba59abbe56e057f20f883e', roleIds: [] };

  itWrites.each<[string, object]>([
    ['an email without a domain dot-label', { email: 'a@' }],
    ['an email with a space', { email: 'a b@example.com' }],
    ['a phone of letters', { phone: 'call me' }],
    ['a phone of separators only', { phone: '+-() ' }],
  ])('POST /users refuses %s', async (_name, change) => {
    const field = Object.keys(change)[0]!;
    expect(refused(await as(t, root).post('/users', { ...user, ...change })).message).toContain(field);
  });

  itWrites.each<[string, object]>([
    ['an avatar on another origin', { avatar: 'https://example.com/a.png' }],
    ['an avatar that is not an image', { avatar: 'data:text/html;base64,PA==' }],
    ['a bad email', { email: 'root@@example.com' }],
    ['a bad phone', { phone: '138 0000 0000 ext. 5' }],
  ])('PUT /pub/current/user refuses %s', async (_name, change) => {
    expect(refused(await as(t, root).put('/pub/current/user', change)).message).toContain(Object.keys(change)[0]!);
  });

  itWrites.each(['javascript:alert(1)', 'ftp://example.com/x', 'https://exa mple.com', 'https://example.com/%zz'])(
    'POST /menus refuses href %j',
    async (href) => {
      const menu = {
        parentId: null,
        routeName: 'Fmt',
        routePath: '/fmt',
        component: 'fmt',
        name: 'Fmt',
        icon: 'cog',
        showStatus: 1,
        sequence: 1,
        actions: [],
        href,
      };
      expect(refused(await as(t, root).post('/menus', menu)).message).toContain('href');
    },
  );
});

describe('names are checked without the code points that show nothing', () => {
  itWrites.each(['\u200b\u200b', '\u2800', '\u202e'])('POST /roles refuses the blank name %j', async (name) => {
    expect(refused(await as(t, root).post('/roles', { name, menus: [] }))).toEqual({
      code: 400,
      reason: 'invalid_request',
      message: expect.stringContaining('name'),
    });
  });

  itWrites(
    "POST /roles takes a role's name with invisible code points or in full-width capitals for that name",
    async () => {
      const duplicate = { code: 400, reason: 'duplicate_role_name', message: expect.stringContaining('already taken') };
      const existing = (
        t.check(await as(t, root).get('/roles', { pageSize: 1 }), 200).body as { list: { name: string }[] }
      ).list[0]!.name;
      expect(refused(await as(t, root).post('/roles', { name: `${existing}\u200b`, menus: [] }))).toEqual(duplicate);
      const name = `Names ${ghostName()}`;
      const first = t.check(await as(t, root).post('/roles', { name, menus: [] }), 200).body as { id: string };
      // Full-width capitals: one name after NFKC and ignoring case; the run prefix stays as it is.
      for (const twin of [`${name.slice(0, 3)}\u200b${name.slice(3)}`, `\u2060${name}`, `ＮＡＭＥＳ${name.slice(5)}`]) {
        expect({ twin, error: refused(await as(t, root).post('/roles', { name: twin, menus: [] })) }).toEqual({
          twin,
          error: duplicate,
        });
      }
      expect(
        (
          t.check(await as(t, root).get('/roles', { queryValue: name.slice(6) }), 200).body as {
            list: { id: string }[];
          }
        ).list.map((role) => role.id),
      ).toEqual([first.id]);
      t.check(await as(t, root).delete(`/roles/${first.id}`), 200);
    },
  );
});

describe('unknown query parameters are refused', () => {
  itReads.each(['/pub/current/user', '/pub/current/menutree', '/pub/dashboard', '/users/{own id}', '/menus'])(
    'GET %s?unknown=1',
    async (path) => {
      const { userId } = t.check(await as(t, root).get('/pub/current/user'), 200).body as { userId: string };
      expect(refused(await as(t, root).get(path.replace('{own id}', userId), { unknown: 1 })).message).toContain(
        'unknown',
      );
    },
  );
});
