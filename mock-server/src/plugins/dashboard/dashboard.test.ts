import { call, injectLogin, loginToken, manualClock, serverPerTest } from '../../test-support';

const start = serverPerTest();
const dashboard = async (server: Awaited<ReturnType<typeof start>>, token: string) =>
  (await call(server, { url: '/api/v1/pub/dashboard', headers: { authorization: `Bearer ${token}` } })).json;

describe('GET /pub/dashboard', () => {
  it('counts refused sign-ins beside the successful ones, today and in the week', async () => {
    const server = await start({ now: manualClock().now });
    const token = await loginToken(server);
    const before = await dashboard(server, token);
    expect((await injectLogin(server, 'root', 'wrong-password')).statusCode).toBe(400);
    expect((await injectLogin(server, 'root', 'abc-123', '127.0.0.1', 'nope')).statusCode).toBe(400);
    const after = await dashboard(server, token);
    expect(after.logins.at(-1).failed).toBe(before.logins.at(-1).failed + 2);
    expect(after.comparison.failedSignIns.current).toBe(before.comparison.failedSignIns.current + 2);
    expect(after.comparison.failedSignIns.previous).toBe(before.comparison.failedSignIns.previous);
  });

  it('shows the latest sign-ins only to a caller who may read the sign-in log', async () => {
    const server = await start({ now: manualClock().now });
    const staff = await loginToken(server, 'staff', 'staff-123');
    expect(await dashboard(server, staff)).not.toHaveProperty('recentSignIns');
    expect((await dashboard(server, await loginToken(server))).recentSignIns).toHaveLength(2);
  });

  it('lists the latest sign-ins newest first, by the names users have now', async () => {
    const clock = manualClock();
    const server = await start({ now: clock.now });
    const root = await loginToken(server);
    clock.advance(60_000);
    await loginToken(server, 'staff', 'staff-123');
    const staffId = server.app.mock.store.users.find((user) => user.userName === 'staff')!.id;
    server.app.mock.store.users.update(staffId, { realName: 'Renamed' });
    const { recentSignIns } = await dashboard(server, root);
    expect(recentSignIns).toEqual([
      { userName: 'staff', realName: 'Renamed', at: new Date(clock.now()).toISOString() },
      { userName: 'root', realName: expect.any(String), at: new Date(clock.now() - 60_000).toISOString() },
    ]);
    server.app.mock.store.users.remove(staffId);
    expect((await dashboard(server, root)).recentSignIns.map((event: { userName: string }) => event.userName)).toEqual([
      'root',
    ]);
  });

  it('answers the same made-up history on every request: nothing is drawn at random', async () => {
    const server = await start({ now: manualClock().now });
    const token = await loginToken(server);
    const first = await dashboard(server, token);
    expect(await dashboard(server, token)).toEqual(first);
    expect(first.logins.slice(0, -1).some((day: { failed: number }) => day.failed > 0)).toBe(true);
    expect(first.usersByStatus).toEqual({ enabled: 2, disabled: 0 });
    expect(first.usersByRole.map((entry: { count: number }) => entry.count)).toEqual([1, 1]);
  });
});
