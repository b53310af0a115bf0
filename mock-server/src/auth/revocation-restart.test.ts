import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import { call, loginToken, manualClock, md5, testServer } from '../test-support';

let dir = '';
let file = '';
const servers: Server[] = [];
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-revocations-'));
  file = path.join(dir, 'data.json');
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  fs.rmSync(dir, { recursive: true, force: true });
});

const SECRET = 'a-fixed-secret-of-at-least-32-bytes!';

async function start(options: { dataFile?: string; now: () => number }): Promise<Server> {
  const server = await testServer({ jwtSecret: SECRET, dataFile: options.dataFile ?? null, now: options.now });
  servers.push(server);
  return server;
}

const status = async (server: Server, token: string) =>
  (await call(server, { url: '/api/v1/pub/current/user', headers: { authorization: `Bearer ${token}` } })).statusCode;
const post = (server: Server, url: string, token: string) =>
  call(server, { method: 'POST', url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } });

describe('revocations survive a restart with MOCK_DATA_FILE', () => {
  it('keeps logged-out, refreshed and voided tokens refused after the restart', async () => {
    const clock = manualClock();
    const first = await start({ dataFile: file, now: clock.now });
    const loggedOut = await loginToken(first, 'staff', 'staff-123');
    const refreshed = await loginToken(first, 'staff', 'staff-123');
    const voided = await loginToken(first, 'root');
    const kept = await loginToken(first, 'staff', 'staff-123');
    expect((await post(first, '/pub/login/exit', loggedOut)).statusCode).toBe(200);
    expect((await post(first, '/pub/refresh-token', refreshed)).statusCode).toBe(200);
    first.app.mock.tokens.revokeUser('u-root');
    await first.stop();
    clock.advance(31_000);

    const second = await start({ dataFile: file, now: clock.now });
    expect(await status(second, loggedOut)).toBe(401);
    expect(await status(second, refreshed)).toBe(401);
    expect(await status(second, voided)).toBe(401);
    expect(await status(second, kept)).toBe(200);
    expect(await status(second, await loginToken(second, 'root'))).toBe(200);
  });

  it('keeps a logged-out sign-in ended after the restart, its replaced token inside the grace included', async () => {
    const clock = manualClock();
    const first = await start({ dataFile: file, now: clock.now });
    const replaced = await loginToken(first, 'staff', 'staff-123');
    const latest = (await post(first, '/pub/refresh-token', replaced)).json.accessToken as string;
    expect((await post(first, '/pub/login/exit', latest)).statusCode).toBe(200);
    await first.stop();

    const second = await start({ dataFile: file, now: clock.now });
    expect(await status(second, replaced)).toBe(401);
    expect((await post(second, '/pub/refresh-token', replaced)).statusCode).toBe(401);
    expect(await status(second, latest)).toBe(401);
  });

  it('keeps the other sessions of a user who changed their password ended after the restart', async () => {
    const clock = manualClock();
    const first = await start({ dataFile: file, now: clock.now });
    const changer = await loginToken(first, 'staff', 'staff-123');
    const elsewhere = await loginToken(first, 'staff', 'staff-123');
    const changed = await call(first, {
      method: 'PUT',
      url: '/api/v1/pub/current/password',
      headers: { authorization: `Bearer ${changer}` },
      payload: { oldPassword: md5('staff-123'), newPassword: md5('staff-456') },
    });
    expect(changed.statusCode).toBe(200);
    expect(await status(first, elsewhere)).toBe(401);
    expect(await status(first, changer)).toBe(200);
    await first.stop();

    const second = await start({ dataFile: file, now: clock.now });
    expect(await status(second, elsewhere)).toBe(401);
    expect(await status(second, changer)).toBe(200);
  });

  it('prunes revocations once their tokens have expired', async () => {
    const clock = manualClock();
    const server = await start({ dataFile: file, now: clock.now });
    await post(server, '/pub/login/exit', await loginToken(server, 'staff', 'staff-123'));
    const stored = () => JSON.parse(fs.readFileSync(file, 'utf8')).revocations as { sessions: object };
    expect(Object.keys(stored().sessions)).toHaveLength(1);
    clock.advance((server.app.mock.config.tokenTtlSeconds + 1) * 1000);
    await post(server, '/pub/login/exit', await loginToken(server, 'staff', 'staff-123'));
    expect(Object.keys(stored().sessions)).toHaveLength(1);
  });
});

describe('without MOCK_DATA_FILE', () => {
  it('refuses a token issued by an earlier run, even with the same secret', async () => {
    const clock = manualClock();
    const first = await start({ now: clock.now });
    const token = await loginToken(first, 'staff', 'staff-123');
    expect(await status(first, token)).toBe(200);
    await first.stop();
    const second = await start({ now: clock.now });
    expect(await status(second, token)).toBe(401);
    expect(await status(second, await loginToken(second, 'staff', 'staff-123'))).toBe(200);
  });
});
