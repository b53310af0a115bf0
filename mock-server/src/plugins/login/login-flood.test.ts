/**
 * Over real sockets from 200 loopback addresses: a flood of failed logins with made-up names, more
 * names than the login limiters remember (their bound lowered from 10 000 to 300 to keep the test
 * short), leaves a locked account locked. `npm test` sends 5 per address (1 000, over three times
 * the lowered bound); `npm run stress:login-flood` sends 100 per address (20 000).
 */
import type { Server } from '@hapi/hapi';
import { type FloodClient, floodClient, floodMadeUpNames, loopbackAddresses } from '../../testing/login-flood';
import { testServer } from '../../test-support';

const CODE = 'AbCd';
const ADDRESSES = 200;
/** Failed logins per address (`LOGIN_FLOOD_PER_ADDRESS`). */
const PER_ADDRESS = Number(process.env.LOGIN_FLOOD_PER_ADDRESS ?? 5);
const FLOOD = ADDRESSES * PER_ADDRESS;

describe('a flood of made-up names over real sockets', () => {
  let server: Server;
  let clients: FloodClient[] = [];
  afterEach(async () => {
    clients.forEach((c) => c.close());
    await server?.stop();
  });

  it(`does not unlock an account locked by 100 wrong passwords: ${FLOOD} failed logins from ${ADDRESSES} addresses`, async () => {
    server = await testServer({
      host: '127.0.0.1',
      port: 0,
      captchaCode: CODE,
      loginLimiterCapacity: 300,
      scryptCost: 64,
    });
    await server.start();
    const apiUrl = `${server.info.uri}/api/v1`;
    const attacker = floodClient(apiUrl, '127.0.2.1', CODE);
    const owner = floodClient(apiUrl, '127.0.2.2', CODE);
    clients = [attacker, owner, ...loopbackAddresses(ADDRESSES).map((address) => floodClient(apiUrl, address, CODE))];
    for (let i = 0; i < 100; i += 1)
      expect({ guess: i, status: await attacker.login('staff', `guess-${i}`) }).toEqual({ guess: i, status: 400 });
    expect(await owner.login('staff', 'staff-123')).toBe(429);

    const statuses = await floodMadeUpNames(clients.slice(2), PER_ADDRESS);
    expect(statuses).toEqual({ 400: FLOOD });

    expect(await owner.login('staff', 'staff-123')).toBe(429);
    expect(await attacker.login('staff', 'guess-100')).toBe(429);
  }, 600_000);
});
