import type { Server } from '@hapi/hapi';
import { call, md5, serverPerTest } from '../../test-support';

/** A failed login (wrong captcha) from `remoteAddress` with `headers`; answers its status. */
async function failedLogin(
  server: Server,
  remoteAddress: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const captcha = await call(server, { url: '/api/v1/pub/login/captchaid', remoteAddress, headers });
  const payload = {
    userName: 'root',
    password: md5('abc-123'),
    captchaId: captcha.json.captchaId,
    captchaCode: 'wrong',
  };
  return (await call(server, { method: 'POST', url: '/api/v1/pub/login', remoteAddress, headers, payload })).statusCode;
}

describe('the client a login limit counts', () => {
  const startServer = serverPerTest();

  it('behind a trusted proxy, is the address the proxy forwards: one client locked is not everyone locked', async () => {
    const server = await startServer({ loginFailuresPerClient: 3, trustedProxies: ['10.3.0.1'] });
    const from = (client: string) => ({ 'x-forwarded-for': client, 'x-real-ip': client });
    for (let i = 0; i < 3; i += 1) expect(await failedLogin(server, '10.3.0.1', from('203.0.113.1'))).toBe(400);
    expect(await failedLogin(server, '10.3.0.1', from('203.0.113.1'))).toBe(429);
    expect(await failedLogin(server, '10.3.0.1', from('203.0.113.2'))).toBe(400);
    expect(await failedLogin(server, '10.3.0.1', { 'x-real-ip': '203.0.113.3' })).toBe(400);
  });

  it('from anyone else, is the socket address: forged forwarding headers do not escape the limit', async () => {
    const server = await startServer({ loginFailuresPerClient: 3, trustedProxies: ['10.3.0.1'] });
    for (let i = 0; i < 3; i += 1)
      expect(await failedLogin(server, '10.3.0.9', { 'x-forwarded-for': `203.0.113.${i}` })).toBe(400);
    expect(
      await failedLogin(server, '10.3.0.9', { 'x-forwarded-for': '203.0.113.50', 'x-real-ip': '203.0.113.51' }),
    ).toBe(429);
    // A client that writes a trusted proxy's address into the header is still itself.
    expect(await failedLogin(server, '10.3.0.9', { 'x-forwarded-for': '203.0.113.52, 10.3.0.1' })).toBe(429);
  });

  it('counts captcha draws per forwarded client too', async () => {
    const server = await startServer({ captchaBurst: 2, captchaPerSecond: 0.001, trustedProxies: ['10.3.0.1'] });
    const draw = (client: string) =>
      call(server, {
        url: '/api/v1/pub/login/captchaid',
        remoteAddress: '10.3.0.1',
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i < 2; i += 1) expect((await draw('203.0.113.1')).statusCode).toBe(200);
    expect((await draw('203.0.113.1')).statusCode).toBe(429);
    expect((await draw('203.0.113.2')).statusCode).toBe(200);
  });
});
