import { contract } from './support/openapi-validator';
import { limitedAccount } from './support/limited';
import { bearer, contractTarget } from './support/target';

const t = contractTarget('http-errors.test.ts');

/** Asserts the contract's error body with `status`, and that it gives nothing of the server away. */
function expectErrorBody(
  res: { status: number; headers: Record<string, string>; body: unknown; text: string },
  status: number,
) {
  expect(res.status).toBe(status);
  contract.assertError(res);
  expect(res.body).toEqual({ error: { code: status, message: expect.any(String) } });
  expect(res.text).not.toMatch(/\bat .+:\d+:\d+|node_modules|stack/i);
}

describe('failures no operation documents still answer the error body', () => {
  it.each([
    '/no-such-path',
    '/pub/login/captchaid/extra',
    '/pub/%E4%BD%A0%E5%A5%BD',
    '/pub/..%2F..%2Fetc%2Fpasswd',
    '/PUB/LOGIN/CAPTCHAID',
  ])('404 for GET %s', async (path) => {
    expectErrorBody(await t.api().get(path), 404);
  });

  it.each<[string, string, string]>([
    ['DELETE', '/pub/login', 'POST'],
    ['GET', '/pub/login', 'POST'],
    ['POST', '/pub/login/captchaid', 'GET'],
    ['PATCH', '/pub/current/user', 'GET'],
    ['DELETE', '/pub/current/menutree', 'GET'],
  ])('405 for %s %s, naming the allowed methods', async (method, path, allowed) => {
    const res = await t.api()[method.toLowerCase() as 'get'](path);
    expectErrorBody(res, 405);
    expect(res.headers.allow).toContain(allowed);
  });

  it.each(['/pub/login/captcha%E0%A4%A', '/pub/%ZZ'])('404 for the malformed percent-encoding %s', async (path) => {
    expectErrorBody(await t.api().get(path), 404);
  });
});

describe('edge requests', () => {
  it.each(['/pub/login/captcha', '/users'])(
    '431 with the error body for a query over 16 KB on GET %s (documented there)',
    async (path) => {
      const res = await t
        .api()
        .get(path)
        .query({ id: 'a'.repeat(17 * 1024) });
      expectErrorBody(res, 431);
      t.check(res, 431);
    },
  );

  t.itNeeds('login', 'limited')(
    'answers HEAD on a GET the user is granted like the GET, for a user who is not root',
    async () => {
      const headers = { Authorization: bearer(await t.tokenFor(await limitedAccount(t, await t.adminToken()))) };
      const get = t.check(await t.api().get('/users').set(headers), 200);
      const head = await t.api().head('/users').set(headers);
      expect(head.status).toBe(200);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.text ?? '').toBe('');
    },
  );
});
