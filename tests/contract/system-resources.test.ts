import { type Resource, SYSTEM_CALLS, callsOf, everyResource } from './support/resources';
import { contractTarget, ghostName } from './support/target';
import { type PageOf, as, errorOf, expectGuarded, recordCalls } from './support/system';
import { signInRootAndLimited } from './support/signed-in';

const t = contractTarget('system-resources.test.ts');

type Page = PageOf<Resource>;
type MenuNode = {
  id: string;
  routeName: string;
  actions: { code: string; resourceIds: string[] }[];
  children: MenuNode[];
};

const { signedIn, itReads, itWrites, itLimited } = signInRootAndLimited(t);

const newResource = (overrides: object = {}) => ({
  method: 'GET',
  path: `/api/v1/${ghostName()}/{id}`,
  memo: '测试资源',
  ...overrides,
});
const page = async (query: Record<string, string | number>) =>
  t.check(await as(t, signedIn.root).get('/resources', query), 200).body as Page;
const resources = (query: Record<string, string | number> = {}) => everyResource(t, signedIn.root, query);
const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

describe('GET /resources', () => {
  itReads(
    'answers every guarded endpoint with the actions holding it, by path then method, as the menus bind them',
    async () => {
      const first = await page({ pageSize: 100 });
      const paths = first.list.map((r) => `${r.path} ${r.method}`);
      expect(paths).toEqual([...paths].sort((a, b) => a.localeCompare(b)));
      const all = await resources();
      const calls = callsOf(all);
      SYSTEM_CALLS.forEach((call) =>
        expect(calls.resourceOf(call)).toEqual({
          id: expect.any(String),
          method: call.split(' ')[0],
          path: calls.pathOf(call.split(' ')[1]!),
          memo: expect.any(String),
          actions: expect.any(Array),
        }),
      );
      // Each resource's holders are exactly the menu actions binding it (the contract sets no order among them).
      const menus = flatten((t.check(await as(t, signedIn.root).get('/menus'), 200).body as { list: MenuNode[] }).list);
      const names = (refs: Resource['actions']) =>
        refs.map((ref) => `${ref.menuId} ${ref.routeName}.${ref.code}`).sort();
      const binders = (id: string) =>
        menus.flatMap((menu) =>
          menu.actions
            .filter((action) => action.resourceIds.includes(id))
            .map((action) => ({ menuId: menu.id, routeName: menu.routeName, code: action.code })),
        );
      for (const resource of all)
        expect({ id: resource.id, holders: names(resource.actions) }).toEqual({
          id: resource.id,
          holders: names(binders(resource.id)),
        });
      expect(all.filter((resource) => resource.actions.length > 0).length).toBeGreaterThan(0);
    },
  );

  // Holds whatever else the target has: the system resources are among the matches, and every match matches.
  itReads('filters by method and keyword, sorts and pages', async () => {
    const calls = callsOf(await resources());
    const patches = await resources({ method: 'PATCH' });
    expect(patches.map((r) => r.id)).toEqual(
      expect.arrayContaining(calls.idsOf('PATCH /users/{id}/disable', 'PATCH /users/{id}/enable')),
    );
    patches.forEach((r) => expect(r.method).toBe('PATCH'));
    const keyword = calls.pathOf('/roles');
    const roles = await resources({ queryValue: keyword.toUpperCase() });
    expect(roles.map((r) => r.id)).toEqual(
      expect.arrayContaining(
        calls.idsOf('GET /roles', 'GET /roles/{id}', 'POST /roles', 'PUT /roles/{id}', 'DELETE /roles/{id}'),
      ),
    );
    roles.forEach((r) => expect(`${r.path} ${r.memo}`.toLowerCase()).toContain(keyword.toLowerCase()));
    const desc = (await page({ queryValue: keyword, sortField: 'method', sortOrder: 'desc', pageSize: 100 })).list.map(
      (r) => r.method,
    );
    expect(desc).toEqual([...desc].sort().reverse());
    const second = await page({ queryValue: keyword, sortField: 'method', sortOrder: 'desc', pageSize: 2, current: 2 });
    expect(second.list.map((r) => r.method)).toEqual(desc.slice(2, 4));
  });

  itReads.each([
    [{ method: 'HEAD' }, 'method'],
    [{ sortField: 'memo' }, 'sortField'],
  ])('answers 400 naming the parameter for %j', async (query, name) => {
    expect(errorOf(t.check(await as(t, signedIn.root).get('/resources', query), 400)).message).toContain(name);
  });
});

describe('POST, GET, PUT, DELETE /resources', () => {
  itWrites('creates, reads, edits and deletes a resource', async () => {
    const param = newResource();
    const created = t.check(await as(t, signedIn.root).post('/resources', param), 200).body as Resource;
    expect(created).toEqual({ ...param, id: expect.any(String), actions: [] });
    expect(t.check(await as(t, signedIn.root).get(`/resources/${created.id}`), 200).body).toEqual(created);
    const edited = t.check(
      await as(t, signedIn.root).put(`/resources/${created.id}`, { method: 'DELETE', path: param.path }),
      200,
    ).body as Resource;
    expect(edited).toEqual({ ...created, method: 'DELETE', memo: '' });
    t.check(await as(t, signedIn.root).delete(`/resources/${created.id}`), 200);
    t.check(await as(t, signedIn.root).get(`/resources/${created.id}`), 404);
  });

  itWrites('refuses a method and path pair that exists', async () => {
    const { method, path } = callsOf(await resources()).resourceOf('GET /users');
    const res = t.check(await as(t, signedIn.root).post('/resources', { method, path }), 400);
    expect(errorOf(res)).toMatchObject({
      reason: 'duplicate_resource',
      message: `a resource ${method} ${path} already exists`,
    });
    const own = t.check(await as(t, signedIn.root).post('/resources', newResource()), 200).body as Resource;
    t.check(
      await as(t, signedIn.root).put(`/resources/${own.id}`, {
        method: own.method,
        path: own.path,
        memo: 'same pair, new memo',
      }),
      200,
    );
    expect(
      errorOf(t.check(await as(t, signedIn.root).put(`/resources/${own.id}`, { method, path }), 400)),
    ).toMatchObject({
      reason: 'duplicate_resource',
      message: expect.stringContaining('already exists'),
    });
  });

  itReads.each([
    [{ method: 'TRACE' }, 'method'],
    [{ path: 'api/v1/users' }, 'path'],
    [{ path: '/api/v1/{bad id}' }, 'path'],
    [{ path: undefined }, 'path'],
    [{ memo: 'x'.repeat(129) }, 'memo'],
    [{ id: 'res-mine' }, 'id'],
  ])('answers 400 naming the field for %j', async (overrides, name) => {
    expect(
      errorOf(t.check(await as(t, signedIn.root).post('/resources', newResource(overrides)), 400)).message,
    ).toContain(name);
  });

  itWrites('refuses to delete a resource attached to an action', async () => {
    const attached = callsOf(await resources()).resourceOf('GET /menus');
    const res = t.check(await as(t, signedIn.root).delete(`/resources/${attached.id}`), 400);
    const holders = attached.actions.map((action) => `${action.routeName}.${action.code}`);
    expect(holders.length).toBeGreaterThan(0);
    expect(errorOf(res)).toMatchObject({
      reason: 'resource_in_use',
      message: `resource is attached to actions: ${holders.join(', ')}`,
    });
    t.check(await as(t, signedIn.root).get(`/resources/${attached.id}`), 200);
  });
});

describe('/resources guards', () => {
  // On an id no resource has: the guard answers before the lookup, and a target that let the account through changes nothing.
  itLimited(
    'answers 401 code 9999 without a token and 401 code 401 to the limited account, which holds no resource or menu action',
    async () => {
      const body = newResource();
      await expectGuarded(t, signedIn.staff, recordCalls('/resources', 'res-000000000000', body));
    },
  );
});
