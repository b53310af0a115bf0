import type { Server } from '@hapi/hapi';
import { call, loginToken, testServer } from './test-support';

describe('createServer', () => {
  let server: Server;
  let token = '';

  beforeAll(async () => {
    server = await testServer();
    token = await loginToken(server);
  });
  afterAll(() => server.stop());

  // Browsers send a host's cookies whatever its port: another app on localhost may set any.
  it.each(['a="b', 'a=b; =c', 'a=b;;c', 'session=\u0001'])(
    'ignores cookies, even a malformed header (%j): no route reads one',
    async (cookie) => {
      const captcha = await call(server, { url: '/api/v1/pub/login/captchaid', headers: { cookie } });
      expect(captcha.statusCode).toBe(200);
      const user = await call(server, {
        url: '/api/v1/pub/current/user',
        headers: { cookie, authorization: `Bearer ${token}` },
      });
      expect([user.statusCode, user.json.userName]).toEqual([200, 'root']);
    },
  );
});
