/** @jest-environment node */
import { type IncomingHttpHeaders, type Server as HttpServer, createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from '@hapi/hapi';
import { createServer } from '../../../mock-server/src/server';
import { md5Hex } from '@/lib/md5-hex';
import { NO_RESPONSE, REPEAT_REQUEST, describeApiError, isRepeatRequest } from './api-error';
import { type ApiClient, type Notice, REQUEST_TIMEOUT_MS, createApiClient } from './client';

// The clients' time-out covers every call, the login's scrypt included: a loaded CI machine took
// over 300 ms to answer one. The slow route stays well beyond it.
const SLOW_MS = 2500;
const TEST_TIMEOUT_MS = 1000;

let server: Server;
let foreign: HttpServer;
let foreignHeaders: IncomingHttpHeaders[];
let baseUrl: string;
let foreignBaseUrl: string;

beforeAll(async () => {
  server = await createServer({ captchaCode: '1234', port: 0, host: '127.0.0.1', scryptCost: 1024 });
  // Test-only routes: a slow one for the time-out, and answers the contract's routes never give.
  server.route([
    {
      method: 'GET',
      path: '/api/v1/test/slow',
      options: { auth: false },
      // Ends early when the client gives up, so no timer outlives the test.
      handler: async (request, h) => {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, SLOW_MS);
          request.events.once('disconnect', () => {
            clearTimeout(timer);
            resolve();
          });
        });
        return h.response({ status: 'OK' });
      },
    },
    {
      method: 'GET',
      path: '/api/v1/test/no-data-permission',
      options: { auth: false },
      handler: (_request, h) => h.response({ error: { code: 401, message: 'no data permission' } }).code(401),
    },
    {
      method: 'GET',
      path: '/api/v1/test/bad-gateway',
      options: { auth: false },
      handler: (_request, h) => h.response('<html>upstream down</html>').type('text/html').code(502),
    },
    {
      method: 'GET',
      path: '/api/v1/test/ok-with-error',
      options: { auth: false },
      handler: (_request, h) => h.response({ error: { code: 4001, message: 'business rule broken' } }).code(200),
    },
  ]);
  await server.start();
  baseUrl = `${server.info.uri}/api/v1`;

  foreignHeaders = [];
  foreign = createHttpServer((request, response) => {
    foreignHeaders.push(request.headers);
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ userId: 'x', userName: 'x', realName: 'x', avatar: '', roles: [] }));
  });
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  foreignBaseUrl = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}/api/v1`;
});

afterAll(async () => {
  await server.stop({ timeout: 100 });
  await new Promise((resolve) => foreign.close(resolve));
});

/** A client on the mock server recording what it shows the user and every session timeout. */
function makeClient(token: string | null = null) {
  const notices: Notice[] = [];
  const onSessionTimeout = jest.fn();
  const state = { token };
  const client = createApiClient({
    baseUrl,
    fetch: (request) => fetch(request),
    getToken: () => state.token,
    onSessionTimeout,
    notify: (notice) => notices.push(notice),
    timeoutMs: TEST_TIMEOUT_MS,
  });
  return { client, notices, onSessionTimeout, state };
}

/** Calls a test-only route; the contract's paths do not list it, so the path type is borrowed. */
const getTestRoute = (client: ApiClient, path: string) => client.GET(path as '/pub/dashboard');

async function logIn(client: ApiClient): Promise<string> {
  const captcha = await client.GET('/pub/login/captchaid');
  const login = await client.POST('/pub/login', {
    body: { userName: 'root', password: md5Hex('abc-123'), captchaId: captcha.data!.captchaId, captchaCode: '1234' },
  });
  return `${login.data!.tokenType} ${login.data!.accessToken}`;
}

describe('API client against the mock server', () => {
  it('defaults to a 10 s time-out', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
  });

  it('sends JSON, unwraps a success to its body and carries the token on later calls', async () => {
    const { client, notices, state } = makeClient();
    state.token = await logIn(client);
    expect(state.token).toMatch(/^Bearer .+/);
    const user = await client.GET('/pub/current/user');
    expect(user.error).toBeUndefined();
    expect(user.data).toMatchObject({ userName: 'root', roles: [expect.objectContaining({ id: expect.any(String) })] });
    expect(notices).toEqual([]);
  });

  it('reads a success once: only its opening is looked at for an error object (a large menu tree)', async () => {
    const { client, state } = makeClient();
    state.token = await logIn(client);
    const parse = jest.spyOn(JSON, 'parse');
    const text = jest.spyOn(Response.prototype, 'text');
    const tree = await client.GET('/pub/current/menutree');
    expect(tree.data?.list.length).toBeGreaterThan(0);
    // The in-process mock parses its own JSON (tokens) too: count the parses of this body only.
    expect(parse.mock.calls.filter(([body]) => String(body).startsWith('{"list":'))).toHaveLength(1);
    // Decoded whole once, by the client's own parse, not a second time to be searched.
    expect(text).toHaveBeenCalledTimes(1);
    parse.mockRestore();
    text.mockRestore();
  });

  it('takes a 2xx body that opens as an error object for one, whitespace and chunks aside', async () => {
    const notices: Notice[] = [];
    const answer = (chunks: string[]) =>
      new Response(
        new ReadableStream({
          start: (c) => (chunks.forEach((chunk) => c.enqueue(new TextEncoder().encode(chunk))), c.close()),
        }),
        {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        },
      );
    const bodies = [
      ['\n { ', '"err', 'or" :{"code":4001,"message":"m"}}'],
      ['{"list":[{"name":"error","error":1}]}'],
      ['{"error":1}'],
    ];
    const results = [];
    for (const chunks of bodies) {
      const client = createApiClient({
        baseUrl,
        fetch: async () => answer(chunks),
        getToken: () => null,
        onSessionTimeout: () => undefined,
        notify: (n) => notices.push(n),
        timeoutMs: TEST_TIMEOUT_MS,
      });
      results.push(await client.GET('/pub/dashboard'));
    }
    expect(results[0]!.error).toMatchObject({ error: { code: 4001 } });
    // A success that names "error" inside, and a body that opens like one without its shape, stay successes.
    expect(results[1]!.data).toEqual({ list: [{ name: 'error', error: 1 }] });
    expect(results[2]!.data).toEqual({ error: 1 });
    expect(notices).toEqual([{ level: 'error', message: '请求失败（错误码 4001）' }]);
  });

  it('aborts a request without a response after the time-out and shows the time-out text at error level', async () => {
    const { client, notices } = makeClient();
    const result = await getTestRoute(client, '/test/slow');
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ marker: NO_RESPONSE, error: { code: 0 } });
    expect(notices).toEqual([{ level: 'error', message: `请求超时（${TEST_TIMEOUT_MS / 1000} 秒），请稍后重试` }]);
    // The guard cleared on time-out: the same request is sent again rather than refused.
    const again = await getTestRoute(client, '/test/slow');
    expect(isRepeatRequest(again.error)).toBe(false);
  });

  it('stays silent on a request its caller aborted, and sends the same request again at once', async () => {
    const { client, notices } = makeClient();
    const controller = new AbortController();
    const first = client.GET('/test/slow' as '/pub/dashboard', { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    // Asked again before the aborted one has settled: not refused as a duplicate.
    const again = getTestRoute(client, '/test/slow');
    expect((await first).error).toMatchObject({ marker: NO_RESPONSE });
    expect(isRepeatRequest((await again).error)).toBe(false);
    expect(notices.map((notice) => notice.message)).toEqual([`请求超时（${TEST_TIMEOUT_MS / 1000} 秒），请稍后重试`]);
  });

  it('shows the network text when nothing answers at all, and the cause only in the console', async () => {
    const closed = createHttpServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { client, notices } = makeClient();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await client.GET('/pub/login/captchaid', { baseUrl: `http://127.0.0.1:${port}/api/v1` });
    expect(result.error).toMatchObject({ marker: NO_RESPONSE });
    expect(notices).toEqual([{ level: 'error', message: '网络连接失败，请检查网络后重试' }]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('no response'),
      expect.objectContaining({ message: 'fetch failed' }),
    );
    warn.mockRestore();
  });

  it('refuses a request identical to one in flight with REPEATREQUEST, and clears the guard afterwards', async () => {
    const { client, notices } = makeClient();
    const [first, second] = await Promise.all([
      getTestRoute(client, '/test/no-data-permission'),
      getTestRoute(client, '/test/no-data-permission'),
    ]);
    expect(first.error).toMatchObject({ error: { code: 401 } });
    expect(isRepeatRequest(second.error)).toBe(true);
    expect(second.error).toMatchObject({
      marker: REPEAT_REQUEST,
      error: { code: 0, message: '数据正在请求中，请稍候' },
    });
    expect(notices).toContainEqual({ level: 'warning', message: '数据正在请求中，请稍候' });
    const third = await getTestRoute(client, '/test/no-data-permission');
    expect(isRepeatRequest(third.error)).toBe(false);
  });

  it('tells same-URL requests with different bodies apart, and clears the guard on success', async () => {
    const { client } = makeClient();
    const body = (captchaId: string) => ({ userName: 'nobody', password: md5Hex('x'), captchaId, captchaCode: '0000' });
    const [a, b] = await Promise.all([
      client.POST('/pub/login', { body: body('aaa') }),
      client.POST('/pub/login', { body: body('bbb') }),
    ]);
    expect(isRepeatRequest(a.error)).toBe(false);
    expect(isRepeatRequest(b.error)).toBe(false);
    const first = await client.GET('/pub/login/captchaid');
    const second = await client.GET('/pub/login/captchaid');
    expect(first.data?.captchaId).toBeDefined();
    expect(second.data?.captchaId).toBeDefined();
  });

  it.each([
    ['401 with code 401', '/test/no-data-permission', '无数据权限'],
    ['a 2xx body with an error object and an unlisted code', '/test/ok-with-error', '请求失败（错误码 4001）'],
    ['a failure without an error object', '/test/bad-gateway', '服务器暂时无法访问'],
  ])('shows the right text for %s', async (_case, path, message) => {
    const { client, notices } = makeClient();
    const result = await getTestRoute(client, path);
    expect(result.data).toBeUndefined();
    expect(result.error).toBeDefined();
    expect(describeApiError(result.error)).toBe(message);
    expect(notices).toEqual([{ level: 'error', message }]);
  });

  it('shows the catalogue text for a 404 (unknown captcha)', async () => {
    const { client, notices } = makeClient();
    const result = await client.GET('/pub/login/captcha', { params: { query: { id: 'unknown' } } });
    expect(result.error).toEqual({
      error: { code: 404, message: 'captcha not found or expired', reason: 'captcha_expired' },
    });
    expect(result.response.status).toBe(404);
    expect(notices).toEqual([{ level: 'error', message: '验证码已过期，请刷新后重试' }]);
  });

  it('shows the catalogue text of the reason (a failed login), and the server message only in the console', async () => {
    const { client, notices } = makeClient();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const captcha = await client.GET('/pub/login/captchaid');
    const result = await client.POST('/pub/login', {
      body: { userName: 'root', password: md5Hex('wrong'), captchaId: captcha.data!.captchaId, captchaCode: '1234' },
    });
    expect(result.error?.error).toMatchObject({ code: 400, reason: 'login_failed' });
    expect(notices).toEqual([{ level: 'error', message: '用户名、密码或验证码错误' }]);
    expect(warn).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ message: 'invalid username, password or captcha' }),
    );
    warn.mockRestore();
  });

  it('starts the session-timeout flow once when several requests fail with 9999 at once, and shows no error', async () => {
    const { client, notices, onSessionTimeout, state } = makeClient('Bearer not-a-valid-token');
    const results = await Promise.all([
      client.GET('/pub/current/user'),
      client.GET('/pub/current/menutree'),
      client.GET('/pub/dashboard'),
    ]);
    for (const result of results) expect(result.error).toMatchObject({ error: { code: 9999 } });
    expect(onSessionTimeout).toHaveBeenCalledTimes(1);
    expect(notices).toEqual([]);
    // A new token that times out again starts the flow again.
    state.token = 'Bearer another-bad-token';
    await client.GET('/pub/current/user');
    expect(onSessionTimeout).toHaveBeenCalledTimes(2);
  });

  it('hands a 304 to a conditional request on without telling the user of any failure', async () => {
    const { client, notices, state } = makeClient();
    state.token = await logIn(client);
    const first = await client.GET('/pub/current/menutree');
    const tag = first.response.headers.get('ETag') ?? '';
    const again = await client.GET('/pub/current/menutree', { params: { header: { 'If-None-Match': tag } } });
    expect(again.response.status).toBe(304);
    expect(notices).toEqual([]);
  });

  it('sends the token to its own origin only, never to another origin', async () => {
    const { client, state } = makeClient();
    state.token = await logIn(client);
    const own = await client.GET('/pub/current/user');
    expect(own.data?.userName).toBe('root');

    foreignHeaders.length = 0;
    const away = await client.GET('/pub/current/user', { baseUrl: foreignBaseUrl });
    const smuggled = await client.GET('/pub/current/user', {
      baseUrl: foreignBaseUrl,
      headers: { Authorization: state.token },
    });
    expect(away.data?.userId).toBe('x');
    expect(smuggled.data?.userId).toBe('x');
    expect(foreignHeaders).toHaveLength(2);
    for (const headers of foreignHeaders) expect(headers.authorization).toBeUndefined();
  });
});
