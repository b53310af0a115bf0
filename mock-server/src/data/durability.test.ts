import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import { call, loginToken, md5, testServer } from '../test-support';
import { readDataFile } from './data-file';
import type { StoreData } from './types';

let dir = '';
let file = '';
let server: Server | undefined;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-durable-'));
  file = path.join(dir, 'data.json');
});
afterEach(async () => {
  await server?.stop();
  server = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * Makes every write of the data file fail until the returned function is called: a non-empty
 * directory in the file's place fails the rename, even for root (who ignores permissions).
 */
function blockWrites(): () => void {
  const saved = fs.readFileSync(file, 'utf8');
  fs.rmSync(file);
  fs.mkdirSync(path.join(file, 'blocker'), { recursive: true });
  return () => {
    fs.rmSync(file, { recursive: true });
    fs.writeFileSync(file, saved);
  };
}

/** Runs `send` with the server's error log silenced (a failed write logs its cause). */
async function quietly<T>(send: () => Promise<T>): Promise<T> {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    return await send();
  } finally {
    error.mockRestore();
  }
}

const fileUsers = () =>
  (JSON.parse(fs.readFileSync(file, 'utf8')) as { users: { userName: string }[] }).users.map((u) => u.userName);
const createUser = (token: string, userName: string) =>
  call(server!, {
    method: 'POST',
    url: '/api/v1/users',
    headers: { authorization: `Bearer ${token}` },
    payload: { userName, realName: userName, password: md5('pass-1'), roleIds: ['r-staff'] },
  });

describe('write-ahead durability with MOCK_DATA_FILE', () => {
  it('answers a change only once it is in the data file', async () => {
    server = await testServer({ dataFile: file });
    const token = await loginToken(server);
    const created = await createUser(token, 'durable');
    expect(created.statusCode).toBe(200);
    // Read at once, synchronously: nothing may still be pending once the answer is out.
    expect(fileUsers()).toContain('durable');
  });

  it('answers a logout only once the revocation is in the data file', async () => {
    server = await testServer({ dataFile: file });
    const token = await loginToken(server);
    const exit = await call(server, {
      method: 'POST',
      url: '/api/v1/pub/login/exit',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(exit.statusCode).toBe(200);
    expect(Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')).revocations.sessions)).toHaveLength(1);
  });

  it('answers 500 with the error body when the write fails, serves the stored state, and writes again once the disk takes it', async () => {
    server = await testServer({ dataFile: file });
    const token = await loginToken(server);
    const before = server.app.mock.store.snapshot();
    const unblock = blockWrites();
    const failed = await quietly(() => createUser(token, 'pending'));
    expect(failed.statusCode).toBe(500);
    expect(failed.json).toEqual({ error: { code: 500, message: expect.any(String) } });
    expect(server.app.mock.store.snapshot()).toEqual(before);
    expect(fs.readdirSync(dir).sort()).toEqual(['data.json', 'data.json.lock']);

    unblock();
    expect((await createUser(token, 'next')).statusCode).toBe(200);
    expect(fileUsers()).toContain('next');
    expect(fileUsers()).not.toContain('pending');
  });

  it('does not serve a profile change answered 500', async () => {
    server = await testServer({ dataFile: file });
    const token = await loginToken(server);
    const auth = { authorization: `Bearer ${token}` };
    const read = () => call(server!, { url: '/api/v1/pub/current/user', headers: auth });
    const shown = (await read()).json;
    const unblock = blockWrites();
    const put = await quietly(() =>
      call(server!, {
        method: 'PUT',
        url: '/api/v1/pub/current/user',
        headers: auth,
        payload: { realName: 'Not stored' },
      }),
    );
    expect(put.statusCode).toBe(500);
    expect((await read()).json).toEqual(shown);
    unblock();
    expect(
      (
        await call(server, {
          method: 'PUT',
          url: '/api/v1/pub/current/user',
          headers: auth,
          payload: { realName: 'Stored' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await read()).json.realName).toBe('Stored');
  });

  it('fails a logout visibly when its revocation cannot be stored, and stores the next one', async () => {
    server = await testServer({ dataFile: file });
    const token = await loginToken(server);
    const auth = { authorization: `Bearer ${token}` };
    const exit = () => call(server!, { method: 'POST', url: '/api/v1/pub/login/exit', headers: auth });
    const unblock = blockWrites();
    expect((await quietly(exit)).statusCode).toBe(500);
    // Not logged out, and nothing claims it was: the token works as before, here and after a restart.
    expect((await call(server, { url: '/api/v1/pub/current/user', headers: auth })).statusCode).toBe(200);
    unblock();
    expect((await exit()).statusCode).toBe(200);
    await server.stop();
    server = await testServer({ dataFile: file });
    expect((await call(server, { url: '/api/v1/pub/current/user', headers: auth })).statusCode).toBe(401);
  });

  it('answers 500 to every one of many concurrent changes a failed write covers, and serves none of them', async () => {
    server = await testServer({ dataFile: file });
    const token = await loginToken(server);
    const before = server.app.mock.store.snapshot();
    const unblock = blockWrites();
    const answers = await quietly(() =>
      Promise.all(Array.from({ length: 12 }, (_, i) => createUser(token, `concurrent-${i}`))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 12 }, () => 500));
    expect(server.app.mock.store.snapshot()).toEqual(before);
    unblock();
    const stored = await Promise.all(Array.from({ length: 12 }, (_, i) => createUser(token, `stored-${i}`)));
    expect(stored.map((a) => a.statusCode)).toEqual(Array.from({ length: 12 }, () => 200));
    expect(fileUsers().filter((name) => name.startsWith('stored-'))).toHaveLength(12);
  });

  it.each([
    [
      'POST /users',
      'POST',
      '/users',
      { userName: 'unstored', realName: 'U', password: md5('pass-1'), roleIds: ['r-staff'] },
    ],
    ['POST /roles', 'POST', '/roles', { name: 'Unstored', menus: [] }],
    [
      'POST /menus',
      'POST',
      '/menus',
      {
        parentId: null,
        routeName: 'Unstored',
        routePath: '/unstored',
        component: 'unstored',
        name: 'Unstored',
        icon: 'cog',
        showStatus: 1,
        sequence: 5,
        actions: [],
      },
    ],
    ['POST /resources', 'POST', '/resources', { method: 'GET', path: '/api/v1/unstored', memo: '' }],
    [
      'PUT /pub/current/password',
      'PUT',
      '/pub/current/password',
      { oldPassword: md5('abc-123'), newPassword: md5('new-pass-1') },
    ],
    ['POST /pub/refresh-token', 'POST', '/pub/refresh-token', undefined],
  ] as const)(
    'rolls back %s when its write fails, and takes it once the disk does',
    async (_name, method, url, payload) => {
      server = await testServer({ dataFile: file });
      const token = await loginToken(server);
      const send = () =>
        call(server!, {
          method,
          url: `/api/v1${url}`,
          headers: { authorization: `Bearer ${token}` },
          ...(payload && { payload }),
        });
      const before = server.app.mock.store.snapshot();
      const unblock = blockWrites();
      const failed = await quietly(send);
      expect(failed.statusCode).toBe(500);
      expect(failed.json).toEqual({ error: { code: 500, message: expect.any(String) } });
      expect(server.app.mock.store.snapshot()).toEqual(before);
      unblock();
      expect((await send()).statusCode).toBe(200);
      // Notices are kept after a burst of writes, not with each (plugins/notices/notice-triggers.ts).
      const { notices: _stored, ...stored } = readDataFile(file) as StoreData;
      const { notices: _served, ...served } = server.app.mock.store.snapshot();
      expect(stored).toEqual(served);
    },
  );

  it('answers a request that changed nothing without writing', async () => {
    server = await testServer({ dataFile: file });
    const token = await loginToken(server);
    fs.rmSync(file);
    fs.mkdirSync(path.join(file, 'blocker'), { recursive: true });
    const read = await call(server, { url: '/api/v1/pub/current/user', headers: { authorization: `Bearer ${token}` } });
    expect(read.statusCode).toBe(200);
  });

  it('removes the temporary files a crash left behind when it starts', async () => {
    const first = await testServer({ dataFile: file });
    await first.stop();
    const stale = path.join(dir, '.data.json.4242.7.tmp');
    fs.writeFileSync(stale, '{"half": ');
    const other = path.join(dir, 'keep.tmp');
    fs.writeFileSync(other, 'not ours');
    server = await testServer({ dataFile: file });
    expect(fs.readdirSync(dir).sort()).toEqual(['data.json', 'data.json.lock', 'keep.tmp']);
  });
});
