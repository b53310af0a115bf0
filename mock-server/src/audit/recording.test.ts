import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call, loginToken, md5, serverPerTest } from '../test-support';

const start = serverPerTest();
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A user body for `PUT /users/{id}` of `user`, with a new password. */
const withPassword = (user: { userName: string; realName: string }, realName: string) => ({
  userName: user.userName,
  realName,
  roleIds: [],
  password: md5(`pw-${realName}`),
});

describe('the audit trail recorder', () => {
  it('reads each call’s changes from its own journal, whatever runs beside it', async () => {
    const server = await start();
    const token = await loginToken(server);
    const create = async (userName: string) =>
      (
        await call(server, {
          method: 'POST',
          url: '/api/v1/users',
          headers: auth(token),
          payload: { userName, realName: userName, password: md5('x'), roleIds: [] },
        })
      ).json as { id: string; userName: string; realName: string };
    const [a, b] = [await create('alpha'), await create('beta')];
    // Both hash a password before they change their user: their changes interleave.
    await Promise.all(
      [a, b].map((user) =>
        call(server, {
          method: 'PUT',
          url: `/api/v1/users/${user.id}`,
          headers: auth(token),
          payload: withPassword(user, `${user.userName}-2`),
        }),
      ),
    );
    const { store } = server.app.mock;
    for (const user of [a, b]) {
      const record = store.operationLog.all().find((r) => r.operation === 'updateUser' && r.recordId === user.id)!;
      expect(record.changes).toEqual([
        { field: 'realName', before: user.realName, after: `${user.userName}-2` },
        { field: 'password', redacted: true },
      ]);
    }
  });

  it('records a refused call, but no call refused for its token and no path that is no operation', async () => {
    const server = await start();
    const token = await loginToken(server);
    await call(server, { method: 'DELETE', url: '/api/v1/roles/r-admin', headers: auth('x.y.z') });
    await call(server, { method: 'DELETE', url: '/api/v1/no-such-thing', headers: auth(token) });
    await call(server, { method: 'DELETE', url: '/api/v1/roles/r-admin', headers: auth(token) });
    expect(server.app.mock.store.operationLog.all()).toEqual([
      expect.objectContaining({
        operation: 'deleteRole',
        recordId: 'r-admin',
        result: 'failure',
        reason: 'role_in_use',
      }),
    ]);
  });

  it('never fails a call: a recording fault is logged and the answer goes out', async () => {
    const server = await start();
    const token = await loginToken(server);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.app.mock.store.operationLog.append = () => {
      throw new Error('disk on fire');
    };
    const res = await call(server, {
      method: 'POST',
      url: '/api/v1/roles',
      headers: auth(token),
      payload: { name: 'r1', menus: [] },
    });
    expect(res.statusCode).toBe(200);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('disk on fire'));
    error.mockRestore();
  });

  it('names the client as the limits do: behind a trusted proxy, by X-Forwarded-For', async () => {
    const server = await start({ trustedProxies: ['10.0.0.1'] });
    await call(server, {
      method: 'POST',
      url: '/api/v1/pub/login',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.7, 10.0.0.1', 'user-agent': 'a'.repeat(300) },
      payload: { userName: 'nobody', password: md5('x'), captchaId: 'none', captchaCode: 'x' },
    });
    expect(server.app.mock.store.signInLog.all()).toEqual([
      expect.objectContaining({
        event: 'login',
        userName: 'nobody',
        result: 'failure',
        reason: 'login_failed',
        clientAddress: '198.51.100.7',
        userAgent: 'a'.repeat(256),
      }),
    ]);
    expect(server.app.mock.store.signInLog.all()[0]!.userId).toBeUndefined();
  });

  it('stores a call’s record with its change: on disk when the call is answered', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-audit-'));
    try {
      const file = path.join(dir, 'data.json');
      const server = await start({ dataFile: file });
      const token = await loginToken(server);
      const res = await call(server, {
        method: 'POST',
        url: '/api/v1/roles',
        headers: auth(token),
        payload: { name: 'durable', menus: [] },
      });
      const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        operationLog: { records: { recordId?: string }[] };
      };
      expect(stored.operationLog.records.map((record) => record.recordId)).toEqual([res.json.id]);
    } finally {
      await new Promise((resolve) => setTimeout(resolve, 50));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
