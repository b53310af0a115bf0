import { call, injectLogin, manualClock, md5, serverPerTest } from '../../test-support';

describe('captcha routes', () => {
  const startServer = serverPerTest();

  it('keeps the captcha store bounded under a flood of captchaid calls', async () => {
    const server = await startServer({ captchaCapacity: 50, captchaBurst: 1000 });
    for (let i = 0; i < 500; i += 1) {
      expect((await call(server, { url: '/api/v1/pub/login/captchaid' })).statusCode).toBe(200);
    }
    expect(server.app.mock.captchas.size).toBe(50);
  });

  it("keeps a user's open captcha through a flood of draws from other addresses", async () => {
    const server = await startServer({ captchaCapacity: 50 });
    const draw = (remoteAddress: string) => call(server, { url: '/api/v1/pub/login/captchaid', remoteAddress });
    const { captchaId } = (await draw('10.9.0.1')).json;
    for (let client = 0; client < 10; client += 1) {
      for (let i = 0; i < 20; i += 1) expect((await draw(`10.9.1.${client}`)).statusCode).toBe(200);
    }
    expect(server.app.mock.captchas.size).toBe(50);
    const payload = { userName: 'root', password: md5('abc-123'), captchaId, captchaCode: 'abcd' };
    expect(
      (await call(server, { method: 'POST', url: '/api/v1/pub/login', remoteAddress: '10.9.0.1', payload })).statusCode,
    ).toBe(200);
  }, 120_000);

  it('refuses an expired captcha: 404 for its image, 400 for a login', async () => {
    const clock = manualClock();
    const server = await startServer({ now: clock.now, captchaTtlSeconds: 60 });
    const { captchaId } = (await call(server, { url: '/api/v1/pub/login/captchaid' })).json;
    clock.advance(61_000);
    expect((await call(server, { url: `/api/v1/pub/login/captcha?id=${captchaId}` })).statusCode).toBe(404);
    const login = await call(server, {
      method: 'POST',
      url: '/api/v1/pub/login',
      payload: { userName: 'root', password: md5('abc-123'), captchaId, captchaCode: 'abcd' },
    });
    expect(login.statusCode).toBe(400);
  });

  it('draws random answers without a test code, and reload=1 draws a new one', async () => {
    const server = await startServer({ captchaCode: null });
    const { captchas } = server.app.mock;
    const ids = await Promise.all(
      Array.from({ length: 5 }, () => call(server, { url: '/api/v1/pub/login/captchaid' })),
    );
    const codes = ids.map((res) => captchas.codeOf(res.json.captchaId));
    expect(new Set(codes).size).toBeGreaterThan(1);
    const id = ids[0]!.json.captchaId as string;
    const seen = new Set([captchas.codeOf(id)]);
    for (let i = 0; i < 5; i += 1) {
      expect((await call(server, { url: `/api/v1/pub/login/captcha?id=${id}&reload=1` })).statusCode).toBe(200);
      seen.add(captchas.codeOf(id));
    }
    expect(seen.size).toBeGreaterThan(1);
    const wrongCode = captchas.codeOf(id) === 'zzzz' ? 'yyyy' : 'zzzz';
    expect((await injectLogin(server, 'root', 'abc-123', '127.0.0.1', wrongCode)).statusCode).toBe(400);
  });

  it('limits captcha draws per client, not for everyone', async () => {
    const clock = manualClock();
    const server = await startServer({ now: clock.now, captchaBurst: 3, captchaPerSecond: 1 });
    const draw = (remoteAddress: string) => call(server, { url: '/api/v1/pub/login/captchaid', remoteAddress });
    for (let i = 0; i < 3; i += 1) expect((await draw('10.0.0.1')).statusCode).toBe(200);
    const limited = await draw('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    expect((await draw('10.0.0.2')).statusCode).toBe(200);
    clock.advance(1000);
    expect((await draw('10.0.0.1')).statusCode).toBe(200);
  });
});
