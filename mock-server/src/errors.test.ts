import type { Server } from '@hapi/hapi';
import { OpenApiValidator } from '../../tests/contract/support/openapi-validator';
import { noPermission, refusal, tokenRefusal, tooManyRequests } from './errors';
import { call, loginToken, md5, testServer } from './test-support';

const contract = new OpenApiValidator();

/** Every operation of the /pub contract, as the web app calls it. */
const OPERATIONS: { method: string; path: string; payload?: object }[] = [
  { method: 'GET', path: '/pub/login/captchaid' },
  { method: 'GET', path: '/pub/login/captcha?id=abc' },
  {
    method: 'POST',
    path: '/pub/login',
    payload: { userName: 'root', password: '0'.repeat(32), captchaId: 'abc', captchaCode: 'abcd' },
  },
  { method: 'POST', path: '/pub/refresh-token' },
  { method: 'POST', path: '/pub/login/exit' },
  { method: 'GET', path: '/pub/current/user' },
  { method: 'PUT', path: '/pub/current/user', payload: { realName: 'x' } },
  {
    method: 'PUT',
    path: '/pub/current/password',
    payload: { oldPassword: md5('abc-123'), newPassword: '1'.repeat(32) },
  },
  { method: 'GET', path: '/pub/current/menutree' },
  { method: 'GET', path: '/pub/dashboard' },
];

describe('a fault inside a handler', () => {
  let server: Server;
  let token: string;
  let errors: jest.SpyInstance;

  beforeAll(async () => {
    server = await testServer();
    token = await loginToken(server);
    const { store, captchas, tokens } = server.app.mock;
    const fault = () => {
      throw new Error('disk on fire at /srv/secret/path.ts:12:3');
    };
    // Break what every handler needs after authentication.
    jest.spyOn(store.users, 'find').mockImplementation(fault);
    jest.spyOn(store.users, 'update').mockImplementation(fault);
    jest.spyOn(store.roles, 'get').mockImplementation(fault);
    jest.spyOn(store.users, 'count').mockImplementation(fault);
    jest.spyOn(store.users, 'all').mockImplementation(fault);
    jest.spyOn(captchas, 'open').mockImplementation(fault);
    jest.spyOn(captchas, 'redraw').mockImplementation(fault);
    jest.spyOn(captchas, 'codeOf').mockImplementation(fault);
    jest.spyOn(captchas, 'consume').mockImplementation(fault);
    jest.spyOn(tokens, 'refresh').mockImplementation(fault);
    jest.spyOn(tokens, 'endSession').mockImplementation(fault);
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await server.stop();
  });

  it.each(OPERATIONS)(
    'answers $method $path with the documented 500 body, no details, and logs no stack or token',
    async ({ method, path, payload }) => {
      errors.mockClear();
      const res = await call(server, {
        method,
        url: `/api/v1${path}`,
        payload,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(500);
      contract.assertResponse(method, path, { status: res.statusCode, headers: res.headers, body: res.json });
      expect(res.json).toEqual({ error: { code: 500, message: 'server error' } });
      const logged = errors.mock.calls.flat().join('\n');
      expect(logged).toContain('disk on fire');
      expect(logged).not.toMatch(/\n\s+at /);
      expect(logged).not.toContain(token);
    },
  );
});

describe('the reason of a refusal', () => {
  let server: Server;

  beforeAll(async () => {
    server = await testServer();
    const refusals: Record<string, () => Error> = {
      rule: () => refusal(400, 'menu_has_children', 'menu X has children: Y'),
      missing: () => refusal(404, 'not_found', 'user not found'),
      permission: () => noPermission('you cannot change your own roles', 'own_roles'),
      token: () => tokenRefusal('session_expired', 'the session has reached its maximum lifetime'),
      limit: () => tooManyRequests('slow down', 7),
      crash: () => Object.assign(new Error('disk on fire'), { data: { reason: 'not_found' } }),
    };
    server.route({
      method: 'GET',
      path: '/test/refuse/{kind}',
      options: { auth: false },
      handler: (request) => {
        throw refusals[request.params.kind as string]!();
      },
    });
  });

  afterAll(() => server.stop());

  it.each([
    ['rule', 400, { code: 400, reason: 'menu_has_children', message: 'menu X has children: Y' }],
    ['missing', 404, { code: 404, reason: 'not_found', message: 'user not found' }],
    ['permission', 401, { code: 401, reason: 'own_roles', message: 'you cannot change your own roles' }],
    ['token', 401, { code: 9999, reason: 'session_expired', message: 'the session has reached its maximum lifetime' }],
    ['limit', 429, { code: 429, reason: 'rate_limited', message: 'slow down' }],
  ])('answers %s with HTTP %d and the reason next to code and message', async (kind, status, error) => {
    const res = await call(server, { method: 'GET', url: `/test/refuse/${kind}` });
    expect({ status: res.statusCode, body: res.json }).toEqual({ status, body: { error } });
  });

  it('gives no reason to a server error, whatever it carries', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await call(server, { method: 'GET', url: '/test/refuse/crash' });
    jest.restoreAllMocks();
    expect({ status: res.statusCode, body: res.json }).toEqual({
      status: 500,
      body: { error: { code: 500, message: 'server error' } },
    });
  });

  it('gives no reason where HTTP itself refused (an unknown path)', async () => {
    const res = await call(server, { method: 'GET', url: '/api/v1/nowhere' });
    expect(res.json).toEqual({ error: { code: 404, message: expect.any(String) } });
  });
});
