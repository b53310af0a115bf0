import { injectLogin, serverPerTest } from '../../test-support';

describe('the login limiters under a flood of made-up names', () => {
  const startServer = serverPerTest();

  it('keeps a real account locked, and its failures counted, however many other names fail', async () => {
    const server = await startServer({
      loginFailuresPerAccount: 3,
      loginLimiterCapacity: 10,
      captchaBurst: 1000,
      scryptCost: 64,
    });
    for (let i = 0; i < 3; i += 1)
      expect((await injectLogin(server, 'staff', `guess-${i}`, '10.1.0.1')).statusCode).toBe(400);
    for (let i = 0; i < 2; i += 1)
      expect((await injectLogin(server, 'root', `guess-${i}`, '10.1.0.1')).statusCode).toBe(400);
    for (let i = 0; i < 30; i += 1) {
      expect((await injectLogin(server, `made-up-${i}`, 'guess', `10.1.1.${i % 10}`)).statusCode).toBe(400);
    }
    expect((await injectLogin(server, 'staff', 'staff-123', '10.1.0.2')).statusCode).toBe(429);
    expect((await injectLogin(server, 'root', 'guess-2', '10.1.0.2')).statusCode).toBe(400);
    expect((await injectLogin(server, 'root', 'abc-123', '10.1.0.2')).statusCode).toBe(429);
  }, 120_000);

  it('locks an unknown name as it locks a real one: the answers do not tell whether an account exists', async () => {
    const server = await startServer({ loginFailuresPerAccount: 3, captchaBurst: 1000, scryptCost: 64 });
    const answers = async (userName: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await injectLogin(server, userName, `guess-${i}`, `10.2.0.${i}`)).statusCode);
      return statuses;
    };
    expect(await answers('nobody')).toEqual(await answers('staff'));
  }, 120_000);
});
