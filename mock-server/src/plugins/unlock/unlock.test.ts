import type { Server } from '@hapi/hapi';
import { call, loginToken, md5, testServer } from '../../test-support';
import { UNLOCK_FAILURES_PER_SESSION } from '.';

describe('POST /pub/current/unlock', () => {
  let server: Server;

  beforeAll(async () => {
    server = await testServer();
  });
  afterAll(() => server.stop());

  const unlock = (token: string, password: string) =>
    call(server, {
      method: 'POST',
      url: '/api/v1/pub/current/unlock',
      headers: { authorization: `Bearer ${token}` },
      payload: { password: md5(password) },
    });
  const currentUser = (token: string) =>
    call(server, { url: '/api/v1/pub/current/user', headers: { authorization: `Bearer ${token}` } });

  it('counts wrong passwords in a row per session: a right one clears the count, the fifth ends the session only', async () => {
    const token = await loginToken(server);
    const other = await loginToken(server);
    for (let i = 1; i < UNLOCK_FAILURES_PER_SESSION; i += 1)
      expect((await unlock(token, 'wrong')).statusCode).toBe(400);
    expect((await unlock(token, 'abc-123')).json).toEqual({ status: 'OK' });
    const statuses: number[] = [];
    for (let i = 0; i < UNLOCK_FAILURES_PER_SESSION; i += 1) statuses.push((await unlock(token, 'wrong')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 401]);
    expect((await currentUser(token)).statusCode).toBe(401);
    expect((await currentUser(other)).statusCode).toBe(200);
  });

  it('checks no more guesses than the limit when they are sent side by side', async () => {
    const token = await loginToken(server);
    const answers = await Promise.all(Array.from({ length: 12 }, () => unlock(token, 'wrong')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400).length).toBeLessThan(UNLOCK_FAILURES_PER_SESSION);
    expect(statuses.filter((status) => status !== 400).every((status) => status === 401)).toBe(true);
    expect((await currentUser(token)).statusCode).toBe(401);
  });
});
