import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import { call, loginToken, md5, testServer } from '../test-support';

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

const fileUsers = () => (JSON.parse(fs.readFileSync(file, 'utf8')) as { users: { userName: string }[] }).users.map((u) => u.userName);
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
    const exit = await call(server, { method: 'POST', url: '/api/v1/pub/login/exit', headers: { authorization: `Bearer ${token}` } });
    expect(exit.statusCode).toBe(200);
    expect(Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')).revocations.sessions)).toHaveLength(1);
  });

  it('answers 500 with the error body when the write fails, keeps the change and writes it with the next one', async () => {
    server = await testServer({ dataFile: file });
    const token = await loginToken(server);
    const saved = fs.readFileSync(file, 'utf8');
    // A non-empty directory in the file's place: the rename fails, even for root.
    fs.rmSync(file);
    fs.mkdirSync(path.join(file, 'blocker'), { recursive: true });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = await createUser(token, 'pending');
    error.mockRestore();
    expect(failed.statusCode).toBe(500);
    expect(failed.json).toEqual({ error: { code: 500, message: expect.any(String) } });
    expect(server.app.mock.store.users.find((u) => u.userName === 'pending')).toBeDefined();
    expect(fs.readdirSync(dir)).toEqual(['data.json']);

    fs.rmSync(file, { recursive: true });
    fs.writeFileSync(file, saved);
    expect((await createUser(token, 'next')).statusCode).toBe(200);
    expect(fileUsers()).toEqual(expect.arrayContaining(['pending', 'next']));
  });

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
    expect(fs.readdirSync(dir).sort()).toEqual(['data.json', 'keep.tmp']);
  });
});
