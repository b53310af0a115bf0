import type { Server } from '@hapi/hapi';
import { createDecoder, createSigner } from 'fast-jwt';
import { call, injectLogin, loginToken, manualClock, serverPerTest } from '../../test-support';

const me = (server: Server, token: string) =>
  call(server, { url: '/api/v1/pub/current/user', headers: { authorization: `Bearer ${token}` } });

type Clock = ReturnType<typeof manualClock>;

/** Who logs in from where: `injectLogin`'s user name, password and client address. */
type Login = [userName: string, password: string, remoteAddress: string];

/** Asserts that `attempt` is refused (429, Retry-After `seconds`) while `other` logs in, and passes once the lock is over. */
async function expectLock(server: Server, clock: Clock, seconds: number, attempt: Login, other: Login) {
  const locked = await injectLogin(server, ...attempt);
  expect(locked.statusCode).toBe(429);
  expect(locked.headers['retry-after']).toBe(String(seconds));
  expect(locked.json.error).toEqual({ code: 429, reason: 'rate_limited', message: expect.any(String) });
  expect((await injectLogin(server, ...other)).statusCode).toBe(200);
  clock.advance(seconds * 1000);
  expect((await injectLogin(server, ...attempt)).statusCode).toBe(200);
}

describe('login limits and token lifetime', () => {
  const startServer = serverPerTest();

  it('locks a client after repeated failures (429 with Retry-After) while other clients log in', async () => {
    const clock = manualClock();
    const server = await startServer({ now: clock.now, loginFailuresPerClient: 3, loginLockSeconds: 60 });
    for (let i = 0; i < 3; i += 1) {
      expect((await injectLogin(server, 'root', 'abc-123', '10.0.0.7', 'wrong')).statusCode).toBe(400);
    }
    await expectLock(server, clock, 60, ['root', 'abc-123', '10.0.0.7'], ['root', 'abc-123', '10.0.0.8']);
  });

  it('counts failures only: successes neither count nor wipe the failures before them', async () => {
    const server = await startServer({ loginFailuresPerAccount: 3 });
    for (const client of ['10.0.0.1', '10.0.0.2']) {
      expect((await injectLogin(server, 'staff', 'wrong', client)).statusCode).toBe(400);
    }
    for (let i = 0; i < 5; i += 1)
      expect((await injectLogin(server, 'staff', 'staff-123', '10.0.0.3')).statusCode).toBe(200);
    expect((await injectLogin(server, 'STAFF', 'wrong', '10.0.0.3')).statusCode).toBe(400);
    expect((await injectLogin(server, 'staff', 'staff-123', '10.0.0.4')).statusCode).toBe(429);
    expect((await injectLogin(server, 'root', 'abc-123', '10.0.0.4')).statusCode).toBe(200);
  });

  it('lets ten parallel correct logins from one client through', async () => {
    const server = await startServer();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => injectLogin(server, 'staff', 'staff-123', '10.0.2.1')),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
  });

  it('by default locks an account for an hour after 100 wrong passwords in an hour, while another account logs in', async () => {
    const clock = manualClock();
    // Captcha draws are limited too: room for every attempt of this test.
    const server = await startServer({ now: clock.now, captchaBurst: 200 });
    for (let i = 0; i < 100; i += 1) {
      expect({ attempt: i, status: (await injectLogin(server, 'staff', `guess-${i}`, '10.0.3.1')).statusCode }).toEqual(
        {
          attempt: i,
          status: 400,
        },
      );
    }
    await expectLock(server, clock, 3600, ['staff', 'staff-123', '10.0.3.1'], ['root', 'abc-123', '10.0.3.1']);
  });

  it('lets no more parallel guesses through than the account lock allows', async () => {
    const server = await startServer({ loginFailuresPerAccount: 3 });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => injectLogin(server, 'root', `guess-${i}`, `10.0.1.${i}`)),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('gives back the place an attempt held when the password check itself breaks', async () => {
    const server = await startServer({ loginFailuresPerAccount: 1 });
    const { store } = server.app.mock;
    const { passwordHash } = store.users.get('u-staff')!;
    // scrypt refuses a cost that is no power of two: the check throws instead of answering.
    store.users.update('u-staff', { passwordHash: 'scrypt$3$c2FsdA$a2V5' });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await injectLogin(server, 'staff', 'staff-123')).statusCode).toBe(500);
    } finally {
      errors.mockRestore();
    }
    store.users.update('u-staff', { passwordHash });
    expect((await injectLogin(server, 'staff', 'staff-123')).statusCode).toBe(200);
  });

  it('stops every token of a disabled or deleted user, and refuses their login', async () => {
    const server = await startServer();
    const { store } = server.app.mock;
    const token = await loginToken(server, 'staff', 'staff-123');
    store.users.update('u-staff', { status: 'disabled' });
    expect((await me(server, token)).json.error.code).toBe(9999);
    expect((await injectLogin(server, 'staff', 'staff-123')).statusCode).toBe(400);
    store.users.update('u-staff', { status: 'enabled' });
    expect((await me(server, token)).statusCode).toBe(200);
    store.users.remove('u-staff');
    expect((await me(server, token)).statusCode).toBe(401);
  });

  it('answers 401 (code 9999) once a token has expired', async () => {
    const clock = manualClock();
    const server = await startServer({ now: clock.now, tokenTtlSeconds: 2 });
    const token = await loginToken(server);
    expect((await me(server, token)).statusCode).toBe(200);
    clock.advance(2000);
    const res = await me(server, token);
    expect(res.statusCode).toBe(401);
    expect(res.json.error.code).toBe(9999);
    expect(
      (
        await call(server, {
          method: 'POST',
          url: '/api/v1/pub/refresh-token',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses a token signed with the right secret but without jti, or with exp in the past', async () => {
    const server = await startServer({ jwtSecret: 'known' });
    const now = Math.floor(Date.now() / 1000);
    const sign = createSigner({ key: 'known', algorithm: 'HS256' });
    const noJti = sign({ sub: 'u-root', exp: now + 60 });
    const past = sign({ sub: 'u-root', jti: 'x', exp: now - 1 });
    const noExp = sign({ sub: 'u-root', jti: 'y' });
    for (const token of [noJti, past, noExp]) expect((await me(server, token)).statusCode).toBe(401);
    const good = sign({ ...(createDecoder()(await loginToken(server)) as object), jti: 'z' });
    expect((await me(server, good)).statusCode).toBe(200);
  });

  it("counts a successful login in today's figure of the dashboard", async () => {
    const server = await startServer();
    const token = await loginToken(server);
    const dashboard = await call(server, {
      url: '/api/v1/pub/dashboard',
      headers: { authorization: `Bearer ${token}` },
    });
    const today = dashboard.json.logins.at(-1);
    expect(today.count).toBe(1);
    expect(dashboard.json.logins.slice(0, -1).every((day: { count: number }) => day.count > 0)).toBe(true);
  });
});
