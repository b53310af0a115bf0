import { contract } from './support/openapi-validator';
import { contractTarget } from './support/target';

const t = contractTarget('http-errors.test.ts');

/** Asserts the contract's error body with `status`, and that it gives nothing of the server away. */
function expectErrorBody(res: { status: number; headers: Record<string, string>; body: unknown; text: string }, status: number) {
  expect(res.status).toBe(status);
  contract.assertError(res);
  expect(res.body).toEqual({ error: { code: status, message: expect.any(String) } });
  expect(res.text).not.toMatch(/\bat .+:\d+:\d+|node_modules|stack/i);
}

describe('failures no operation documents still answer the error body', () => {
  it.each(['/no-such-path', '/pub/login/captchaid/extra', '/pub/%E4%BD%A0%E5%A5%BD', '/pub/..%2F..%2Fetc%2Fpasswd', '/PUB/LOGIN/CAPTCHAID'])(
    '404 for GET %s',
    async (path) => {
      expectErrorBody(await t.api().get(path), 404);
    },
  );

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
