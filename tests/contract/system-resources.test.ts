import { contractTarget, ghostName } from './support/target';
import { type PageOf, as, errorOf, expectGuarded, recordCalls } from './support/system';
import { signInRootAndStaff } from './support/signed-in';

const t = contractTarget('system-resources.test.ts');

type ActionRef = { menuId: string; routeName: string; code: string };
type Resource = { id: string; method: string; path: string; memo: string; actions: ActionRef[] };
type Page = PageOf<Resource>;

const { signedIn, itReads, itWrites } = signInRootAndStaff(t);

const newResource = (overrides: object = {}) => ({ method: 'GET', path: `/api/v1/${ghostName()}/{id}`, memo: '测试资源', ...overrides });
const page = async (query: Record<string, string | number>) => t.check(await as(t, signedIn.root).get('/resources', query), 200).body as Page;

/** Every resource matching `query`, page after page (the target may hold more than one page). */
async function everyResource(query: Record<string, string | number> = {}): Promise<Resource[]> {
  const all: Resource[] = [];
  for (let current = 1; ; current += 1) {
    const { list, pagination } = await page({ ...query, pageSize: 100, current });
    all.push(...list);
    if (list.length === 0 || all.length >= pagination.total) return all;
  }
}

describe('GET /resources', () => {
  itReads('answers every guarded endpoint with the actions holding it, by path then method', async () => {
    const first = await page({ pageSize: 100 });
    const paths = first.list.map((r) => `${r.path} ${r.method}`);
    expect(paths).toEqual([...paths].sort((a, b) => a.localeCompare(b)));
    const byId = new Map((await everyResource()).map((r) => [r.id, r]));
    // Other menus (the target's, or this run's) may hold the same resources: the seeded holders are among them, in order.
    const holders = (id: string) => {
      const names = byId.get(id)!.actions.map((a) => `${a.routeName}.${a.code}`);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      return names;
    };
    expect(byId.get('res-users-list')).toEqual({ id: 'res-users-list', method: 'GET', path: '/api/v1/users', memo: expect.any(String), actions: expect.any(Array) });
    expect(byId.get('res-users-list')!.actions).toContainEqual({ menuId: 'm-system-user', routeName: 'SystemUser', code: 'query' });
    expect(byId.get('res-users-disable')!.actions).toContainEqual({ menuId: 'm-system-user', routeName: 'SystemUser', code: 'edit' });
    expect(holders('res-menus-list')).toEqual(expect.arrayContaining(['SystemMenu.query', 'SystemRole.query']));
    expect(holders('res-roles-list')).toEqual(expect.arrayContaining(['SystemRole.query', 'SystemUser.add', 'SystemUser.edit']));
    expect(holders('res-resources-list')).toEqual(expect.arrayContaining(['SystemMenu.add', 'SystemMenu.edit', 'SystemResource.query']));
    expect(holders('res-demo-update')).toEqual(expect.arrayContaining(['QueryList.edit', 'StandardList.edit']));
  });

  // Holds whatever else the target has: the seeded resources are among the matches, and every match matches.
  itReads('filters by method and keyword, sorts and pages', async () => {
    const patches = await everyResource({ method: 'PATCH' });
    expect(patches.map((r) => r.id)).toEqual(expect.arrayContaining(['res-users-disable', 'res-users-enable']));
    patches.forEach((r) => expect(r.method).toBe('PATCH'));
    const roles = await everyResource({ queryValue: '/API/V1/ROLES' });
    expect(roles.map((r) => r.id)).toEqual(expect.arrayContaining(['res-roles-list', 'res-roles-get', 'res-roles-create', 'res-roles-update', 'res-roles-delete']));
    roles.forEach((r) => expect(`${r.path} ${r.memo}`.toLowerCase()).toContain('/api/v1/roles'));
    const desc = (await page({ queryValue: '/api/v1/roles', sortField: 'method', sortOrder: 'desc', pageSize: 100 })).list.map((r) => r.method);
    expect(desc).toEqual([...desc].sort().reverse());
    const second = await page({ queryValue: '/api/v1/roles', sortField: 'method', sortOrder: 'desc', pageSize: 2, current: 2 });
    expect(second.list.map((r) => r.method)).toEqual(desc.slice(2, 4));
  });

  itReads.each([[{ method: 'HEAD' }, 'method'], [{ sortField: 'memo' }, 'sortField']])('answers 400 naming the parameter for %j', async (query, name) => {
    expect(errorOf(t.check(await as(t, signedIn.root).get('/resources', query), 400)).message).toContain(name);
  });
});

describe('POST, GET, PUT, DELETE /resources', () => {
  itWrites('creates, reads, edits and deletes a resource', async () => {
    const param = newResource();
    const created = t.check(await as(t, signedIn.root).post('/resources', param), 200).body as Resource;
    expect(created).toEqual({ ...param, id: expect.stringMatching(/^res-[0-9a-f]{12}$/), actions: [] });
    expect(t.check(await as(t, signedIn.root).get(`/resources/${created.id}`), 200).body).toEqual(created);
    const edited = t.check(await as(t, signedIn.root).put(`/resources/${created.id}`, { method: 'DELETE', path: param.path }), 200).body as Resource;
    expect(edited).toEqual({ ...created, method: 'DELETE', memo: '' });
    t.check(await as(t, signedIn.root).delete(`/resources/${created.id}`), 200);
    t.check(await as(t, signedIn.root).get(`/resources/${created.id}`), 404);
  });

  itWrites('refuses a method and path pair that exists', async () => {
    const res = t.check(await as(t, signedIn.root).post('/resources', { method: 'GET', path: '/api/v1/users' }), 400);
    expect(errorOf(res)).toMatchObject({ reason: 'duplicate_resource', message: 'a resource GET /api/v1/users already exists' });
    const own = t.check(await as(t, signedIn.root).post('/resources', newResource()), 200).body as Resource;
    t.check(await as(t, signedIn.root).put(`/resources/${own.id}`, { method: own.method, path: own.path, memo: 'same pair, new memo' }), 200);
    expect(errorOf(t.check(await as(t, signedIn.root).put(`/resources/${own.id}`, { method: 'GET', path: '/api/v1/users' }), 400))).toMatchObject({ reason: 'duplicate_resource', message: expect.stringContaining('already exists') });
  });

  itReads.each([
    [{ method: 'TRACE' }, 'method'],
    [{ path: 'api/v1/users' }, 'path'],
    [{ path: '/api/v1/{bad id}' }, 'path'],
    [{ path: undefined }, 'path'],
    [{ memo: 'x'.repeat(129) }, 'memo'],
    [{ id: 'res-mine' }, 'id'],
  ])('answers 400 naming the field for %j', async (overrides, name) => {
    expect(errorOf(t.check(await as(t, signedIn.root).post('/resources', newResource(overrides)), 400)).message).toContain(name);
  });

  itWrites('refuses to delete a resource attached to an action', async () => {
    const res = t.check(await as(t, signedIn.root).delete('/resources/res-menus-list'), 400);
    expect(errorOf(res)).toMatchObject({ reason: 'resource_in_use', message: 'resource is attached to actions: SystemMenu.query, SystemRole.query' });
    t.check(await as(t, signedIn.root).get('/resources/res-menus-list'), 200);
  });
});

describe('/resources guards', () => {
  // On an id no resource has: the guard answers before the lookup, and a target that let staff through changes nothing.
  t.itWithCaptcha('answers 401 code 9999 without a token and 401 code 401 to staff, who holds no resource or menu action', async () => {
    const body = newResource();
    await expectGuarded(t, signedIn.staff, recordCalls('/resources', 'res-000000000000', body));
  });
});
