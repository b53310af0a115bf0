/**
 * The mock started from a seed file: the example in mock-server/seeds logs in and serves its
 * records; beside a data file, the seed file only seeds a fresh one and is what `reset()` restores;
 * a bad file stops the real process like the other start guards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call, injectLogin, loginToken, serverPerTest } from '../../test-support';
import { killHard, spawnMock } from '../../testing/spawned-mock';

jest.setTimeout(60_000);

const EXAMPLE = path.resolve(__dirname, '../../../seeds/example.json');
const start = serverPerTest();

let dir = '';
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-seed-file-'))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const get = async (server: Awaited<ReturnType<typeof start>>, token: string, url: string) =>
  call(server, { url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } });
const userNames = async (server: Awaited<ReturnType<typeof start>>, token: string) =>
  ((await get(server, token, '/users?pageSize=100')).json.list as { userName: string }[]).map((u) => u.userName).sort();

describe('the example seed file', () => {
  it('starts the mock: its root and its reader log in with the typed passwords, and the lists are its records', async () => {
    const server = await start({ seedFile: EXAMPLE });
    expect((await injectLogin(server, 'root', 'abc-123')).statusCode).toBe(400);
    const token = await loginToken(server, 'admin', 'admin-123');
    expect(await userNames(server, token)).toEqual(['admin', 'alice']);
    const users = (await get(server, token, '/users?pageSize=100')).json.list as {
      userName: string;
      builtIn: boolean;
      email: string;
      status: string;
    }[];
    expect(users.find((u) => u.userName === 'admin')).toMatchObject({
      builtIn: true,
      email: 'admin@example.com',
      status: 'enabled',
    });
    expect(((await get(server, token, '/roles')).json.list as { name: string }[]).map((r) => r.name).sort()).toEqual([
      'Administrator',
      'Reader',
    ]);
    expect(((await get(server, token, '/resources?pageSize=100')).json.pagination as { total: number }).total).toBe(6);
    expect(((await get(server, token, '/menus')).json.list as { routeName: string }[]).map((m) => m.routeName)).toEqual(
      ['Dashboard', 'System'],
    );

    const reader = await loginToken(server, 'alice', 'alice-123');
    expect((await get(server, reader, '/users')).statusCode).toBe(200);
    expect((await get(server, reader, '/roles')).statusCode).toBe(401);
  });

  it('never stores a typed password', async () => {
    const dataFile = path.join(dir, 'data.json');
    const server = await start({ seedFile: EXAMPLE, dataFile });
    await server.stop();
    const text = fs.readFileSync(dataFile, 'utf8');
    expect(text).not.toContain('admin-123');
    expect(text).toContain('"passwordHash": "scrypt$');
  });
});

describe('a seed file beside a data file', () => {
  it('seeds a fresh data file, loses to one that exists, and is what reset() restores', async () => {
    const dataFile = path.join(dir, 'data.json');
    let server = await start({ dataFile });
    // The built-in seed wrote the file: it wins over the seed file at the next start.
    await server.stop();
    server = await start({ seedFile: EXAMPLE, dataFile });
    const rootToken = await loginToken(server, 'root', 'abc-123');
    expect(await userNames(server, rootToken)).toEqual(['root', 'staff']);

    await server.app.mock.store.reset();
    const token = await loginToken(server, 'admin', 'admin-123');
    expect(await userNames(server, token)).toEqual(['admin', 'alice']);

    fs.rmSync(dataFile);
    await server.stop();
    server = await start({ seedFile: EXAMPLE, dataFile });
    expect(await userNames(server, await loginToken(server, 'admin', 'admin-123'))).toEqual(['admin', 'alice']);
  });
});

describe('a seed file the mock refuses', () => {
  it('stops the process before it listens, naming the file, the record and the field', async () => {
    const bad = path.join(dir, 'bad.json');
    const seed = JSON.parse(fs.readFileSync(EXAMPLE, 'utf8')) as { users: { email?: string; builtIn?: boolean }[] };
    seed.users[1]!.email = 'alice-at-example';
    fs.writeFileSync(bad, JSON.stringify(seed));
    const message = await spawnMock({ MOCK_SEED_FILE: bad }).then(
      (mock) => killHard(mock).then(() => 'it started'),
      (error: Error) => error.message,
    );
    expect(message).toMatch(/^mock exited \(1\) before listening/);
    expect(message).toContain(
      `mock-server: could not start: MOCK_SEED_FILE ${bad}: users[1] ("alice").email: must match format "email"`,
    );
  });

  it.each([
    ['a file that is not there', (file: string) => fs.rmSync(file), /MOCK_SEED_FILE \S+ cannot be read: ENOENT/],
    [
      'a file that is not JSON',
      (file: string) => fs.writeFileSync(file, '{ users: [] }'),
      /MOCK_SEED_FILE \S+ is not valid JSON/,
    ],
    [
      'a file without root',
      (file: string) => {
        const seed = JSON.parse(fs.readFileSync(EXAMPLE, 'utf8')) as { users: { builtIn?: boolean }[] };
        for (const user of seed.users) user.builtIn = false;
        fs.writeFileSync(file, JSON.stringify(seed));
      },
      /users: none is the built-in root account/,
    ],
  ])('refuses %s', async (_what, make, message) => {
    const file = path.join(dir, 'seed.json');
    fs.writeFileSync(file, '');
    make(file);
    await expect(start({ seedFile: file })).rejects.toThrow(message);
  });
});
