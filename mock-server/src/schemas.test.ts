import type { Server } from '@hapi/hapi';
import Joi from 'joi';
import { chars, digits, jsonBody, shownName, shownText } from './schemas';
import { call, loginToken, testServer } from './test-support';

const accepts = (schema: Joi.Schema, value: unknown) => schema.validate(value).error === undefined;

describe('jsonBody: no type conversion', () => {
  const body = jsonBody({ sequence: Joi.number().integer().min(0), name: Joi.string(), on: Joi.boolean() });

  it.each<[string, object]>([
    ['a numeric string for an integer', { sequence: '5' }],
    ['a numeric string with spaces', { sequence: ' 5 ' }],
    ['a number for a string', { name: 5 }],
    ['a string for a boolean', { on: 'true' }],
  ])('refuses %s', (_name, value) => {
    expect(accepts(body, value)).toBe(false);
  });

  it('accepts the right types and refuses a JSON string standing for the object', () => {
    expect(body.validate({ sequence: 5, name: 'x', on: true }).value).toEqual({ sequence: 5, name: 'x', on: true });
    expect(accepts(body, '{"sequence":5}')).toBe(false);
    expect(accepts(body, undefined)).toBe(false);
  });
});

describe('digits: integer query parameters', () => {
  const page = digits().min(1).max(1_000_000);

  it.each(['+5', '-5', ' 5', '5 ', '5.0', '5e0', '0x5', '', '1000001', '0', '99999999999999999999'])(
    'refuses %j',
    (value) => {
      expect(accepts(page, value)).toBe(false);
    },
  );

  it('takes digits within the range as numbers', () => {
    expect(page.validate('42').value).toBe(42);
    expect(page.validate('007').value).toBe(7);
    expect(page.validate('1000000').value).toBe(1_000_000);
  });
});

describe('text', () => {
  it('counts code points as the contract does, not UTF-16 units', () => {
    expect(accepts(chars(2), '😀😀')).toBe(true);
    expect(accepts(chars(2), '😀😀😀')).toBe(false);
  });

  it('trims names and texts, refuses blank names and control characters', () => {
    expect(shownName(8).validate(' Ada ').value).toBe('Ada');
    expect(accepts(shownName(8), '   ')).toBe(false);
    expect(accepts(shownName(8), 'a\u0007b')).toBe(false);
    for (const invisible of ['\u200b\u200b', '\u2800', '\u202e', '\u3164', '\u{e0020}', ' \ufe0f '])
      expect({ invisible, accepted: accepts(shownName(8), invisible) }).toEqual({ invisible, accepted: false });
    expect(accepts(shownName(8), '管理员\u200b')).toBe(true);
    expect(shownText(8).validate('  ').value).toBe('');
    expect(accepts(shownText(8), 'a\ud800')).toBe(false);
  });

  it('counts the length before trimming, as the contract does', () => {
    expect(accepts(shownName(3), ' abc ')).toBe(false);
  });
});

describe('the routes', () => {
  let server: Server;
  let token = '';
  const as = (method: string, url: string, payload?: unknown) =>
    call(server, {
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(async () => {
    server = await testServer();
    token = await loginToken(server);
  });
  afterAll(() => server.stop());

  it('refuses "sequence": "5" and stores nothing', async () => {
    const res = await as('POST', '/roles', { name: 'Coerced', sequence: '5', menus: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({
      error: { code: 400, reason: 'invalid_request', message: '"sequence" must be a number' },
    });
    expect((await as('GET', '/roles?queryValue=Coerced')).json.pagination.total).toBe(0);
  });

  it('refuses a query parameter a route does not list, and a page number that is not plain digits', async () => {
    expect((await as('GET', '/pub/current/user?x=1')).json).toEqual({
      error: { code: 400, reason: 'invalid_request', message: '"x" is not allowed' },
    });
    expect((await as('GET', '/users?current=%2B2')).statusCode).toBe(400);
    expect((await as('GET', '/users?current=2')).statusCode).toBe(200);
  });

  it('refuses a body on a call that takes none, whatever its type, and still answers without one', async () => {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'text/plain' };
    expect(
      (await call(server, { method: 'PATCH', url: '/api/v1/users/u-staff/disable', headers, payload: 'x' })).json,
    ).toEqual({
      error: { code: 400, reason: 'invalid_request', message: 'this call takes no body' },
    });
    expect((await as('PATCH', '/users/u-staff/enable', {})).statusCode).toBe(400);
    expect((await as('GET', '/users/u-staff')).json.status).toBe('enabled');
    expect((await as('PATCH', '/users/u-staff/enable')).statusCode).toBe(200);
  });
});
