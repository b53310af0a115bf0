import { call, testServer } from '../../test-support';

describe('accessGuard', () => {
  it('guards every route outside /pub: a seeded resource for each, 401 code 401 for a user without roles, 9999 without a token', async () => {
    const server = await testServer();
    const { store, tokens } = server.app.mock;
    const seeded = store.users.get('u-staff')!;
    store.users.insert({ ...seeded, id: 'u-none', userName: 'none', roleIds: [] });
    const token = tokens.issue('u-none').accessToken;
    const guarded = server
      .table()
      .filter((route) => route.path.startsWith('/api/v1/') && !route.path.startsWith('/api/v1/pub/'))
      .map((route) => ({ method: route.method.toUpperCase(), path: route.path }));
    expect(guarded.length).toBeGreaterThanOrEqual(26);
    for (const { method, path } of guarded) {
      expect({
        method,
        path,
        seeded: store.resources.find((r) => r.method === method && r.path === path) !== undefined,
      }).toEqual({
        method,
        path,
        seeded: true,
      });
      const url = path.replace(/\{\w+\}/g, 'x');
      const denied = await call(server, { method, url, headers: { authorization: `Bearer ${token}` } });
      expect({ method, path, status: denied.statusCode, body: denied.json }).toEqual({
        method,
        path,
        status: 401,
        body: { error: { code: 401, reason: 'no_permission', message: 'no permission for this call' } },
      });
      const anonymous = await call(server, { method, url });
      expect({ method, path, code: anonymous.json.error.code }).toEqual({ method, path, code: 9999 });
    }
    await server.stop();
  });

  it('follows the resource records: moving a resource away denies its route, even to a role that held it', async () => {
    const server = await testServer();
    const { store, tokens } = server.app.mock;
    const staff = tokens.issue('u-staff').accessToken;
    const headers = { authorization: `Bearer ${staff}` };
    expect((await call(server, { url: '/api/v1/users', headers })).statusCode).toBe(200);
    store.resources.update('res-users-list', { path: '/api/v1/elsewhere' });
    expect((await call(server, { url: '/api/v1/users', headers })).json.error.code).toBe(401);
    const root = tokens.issue('u-root').accessToken;
    expect(
      (await call(server, { url: '/api/v1/users', headers: { authorization: `Bearer ${root}` } })).statusCode,
    ).toBe(200);
    await server.stop();
  });

  it('answers HEAD as the GET it stands for: granted to staff where the GET is, refused where it is not', async () => {
    const server = await testServer();
    const staff = server.app.mock.tokens.issue('u-staff').accessToken;
    const headers = { authorization: `Bearer ${staff}` };
    const urls = server
      .table()
      .filter(
        (route) =>
          route.method === 'get' && route.path.startsWith('/api/v1/') && !route.path.startsWith('/api/v1/pub/'),
      )
      .map((route) => route.path.replace(/\{\w+\}/g, 'x'));
    const statuses = [];
    for (const url of urls) {
      const get = await call(server, { url, headers });
      const head = await call(server, { method: 'HEAD', url, headers });
      statuses.push(get.statusCode);
      expect({ url, head: head.statusCode, body: head.payload }).toEqual({ url, head: get.statusCode, body: '' });
    }
    expect(statuses).toContain(200);
    expect(statuses).toContain(401);
    await server.stop();
  });
});
