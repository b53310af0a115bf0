import { contract } from './openapi-validator';

const json = { 'content-type': 'application/json; charset=utf-8' };
const error = (code: number) => ({ error: { code, message: 'm' } });

describe('OpenApiValidator', () => {
  it('accepts a documented response whose body matches', () => {
    expect(() =>
      contract.assertResponse('GET', '/pub/login/captchaid', {
        status: 200,
        headers: json,
        body: { captchaId: 'abc' },
      }),
    ).not.toThrow();
    expect(() =>
      contract.assertResponse('post', '/pub/login', { status: 429, headers: json, body: error(429) }),
    ).not.toThrow();
    expect(() =>
      contract.assertResponse('GET', '/pub/login/captcha?id=abc', {
        status: 200,
        headers: { 'content-type': 'image/svg+xml' },
        body: {},
        text: '<svg/>',
      }),
    ).not.toThrow();
  });

  it('matches path templates', () => {
    expect(contract.templateFor('/demo/list-items/item-00001')).toBe('/demo/list-items/{id}');
    expect(contract.templateFor('/demo/list-items/a/b')).toBeUndefined();
  });

  it.each<[string, () => void, RegExp]>([
    [
      'an unknown path',
      () => contract.assertResponse('GET', '/nope', { status: 200, headers: json, body: {} }),
      /no such path/,
    ],
    [
      'an undocumented method',
      () => contract.assertResponse('DELETE', '/pub/login', { status: 200, headers: json, body: {} }),
      /no delete operation/,
    ],
    [
      'an undocumented status',
      () => contract.assertResponse('GET', '/pub/current/user', { status: 404, headers: json, body: error(404) }),
      /status 404 is not documented/,
    ],
    [
      'an undocumented content type',
      () =>
        contract.assertResponse('GET', '/pub/current/user', {
          status: 401,
          headers: { 'content-type': 'text/html' },
          body: '',
        }),
      /content type text\/html/,
    ],
    [
      'a missing content type',
      () => contract.assertResponse('GET', '/pub/current/user', { status: 401, headers: {}, body: '' }),
      /content type \(none\)/,
    ],
    [
      'a body with an extra field',
      () =>
        contract.assertResponse('GET', '/pub/login/captchaid', {
          status: 200,
          headers: json,
          body: { captchaId: 'a', x: 1 },
        }),
      /additional properties/,
    ],
    [
      'a body of the wrong type, naming the operation and the schema rule it broke',
      () =>
        contract.assertResponse('POST', '/pub/login', {
          status: 200,
          headers: json,
          body: { accessToken: 'a', tokenType: 'Bearer', expiresAt: '1' },
        }),
      /operation POST \/pub\/login\): body does not match the contract:\n {2}\/expiresAt must be integer \[rule #\/components\/schemas\/LoginToken\/properties\/expiresAt\/type\]/,
    ],
    [
      'a nested node missing a field, naming the schema it broke',
      () =>
        contract.assertResponse('GET', '/pub/current/menutree', {
          status: 200,
          headers: json,
          body: { list: [{ id: 'm' }] },
        }),
      /\/list\/0 must have required property 'routeName' \[rule #\/components\/schemas\/MenuNode\/required\]/,
    ],
    [
      'a bad date format',
      () =>
        contract.assertResponse('GET', '/pub/dashboard', {
          status: 200,
          headers: json,
          body: {
            counts: { users: 1, roles: 1, menus: 1, activeSessions: 0 },
            logins: [{ date: '21/11/2026', count: 1 }],
          },
        }),
      /must match format "date"/,
    ],
    [
      "an error body that is not the contract's",
      () => contract.assertError({ status: 404, headers: json, body: { message: 'Not Found' } }),
      /required property 'error'/,
    ],
  ])('refuses %s', (_name, call, message) => {
    expect(call).toThrow(message);
  });
});
