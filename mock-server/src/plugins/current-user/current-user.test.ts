import type { Server } from '@hapi/hapi';
import { call, loginToken, testServer } from '../../test-support';
import { UserInfoBodies } from './user-info';

describe('GET /pub/current/user', () => {
  let server: Server;
  let token = '';
  const get = () => call(server, { url: '/api/v1/pub/current/user', headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    server = await testServer();
    token = await loginToken(server);
  });
  afterAll(() => server.stop());

  it('serializes the user once, not on every request (the hot path)', async () => {
    const first = await get();
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      const again = await get();
      expect(again.statusCode).toBe(200);
      expect(again.payload).toBe(first.payload);
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(stringify).not.toHaveBeenCalled();
    } finally {
      stringify.mockRestore();
    }
  });

  it('answers the user as the store holds them after every change to them or their roles', async () => {
    const { store } = server.app.mock;
    const before = (await get()).json;
    store.users.update('u-root', { realName: '根' });
    expect((await get()).json).toEqual({ ...before, realName: '根' });
    const [role] = before.roles as { id: string; name: string }[];
    store.roles.update(role!.id, { name: '新名字' });
    expect((await get()).json.roles).toContainEqual({ id: role!.id, name: '新名字' });
    store.users.update('u-root', { email: 'root@example.com' });
    expect((await get()).json.email).toBe('root@example.com');
  });

  it('never hands out a body made from an older record of the user', () => {
    const { store } = server.app.mock;
    const bodies = new UserInfoBodies(store);
    const older = store.users.get('u-root')!;
    store.users.update('u-root', { realName: '后来的名字' });
    // A request that read the user before the change and answers after it.
    expect(JSON.parse(bodies.of(older).toString()).realName).not.toBe('后来的名字');
    expect(JSON.parse(bodies.of(store.users.get('u-root')!).toString()).realName).toBe('后来的名字');
  });

  it("answers HEAD with the GET answer's headers and no body", async () => {
    const head = await call(server, {
      method: 'HEAD',
      url: '/api/v1/pub/current/user',
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await get()).rawPayload;
    expect(head.statusCode).toBe(200);
    expect(head.payload).toBe('');
    expect(head.headers['content-length']).toBe(body.length);
    expect(head.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});
