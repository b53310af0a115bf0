import type { Server } from '@hapi/hapi';
import Joi from 'joi';
import { call, loginToken, testServer } from './test-support';

/** The prototype every joi schema inherits `validate` and `validateAsync` from. */
function joiBase(): { validate: unknown; validateAsync: unknown } {
  let proto: object | null = Joi.object();
  while (proto && !Object.prototype.hasOwnProperty.call(proto, 'validateAsync'))
    proto = Object.getPrototypeOf(proto) as object | null;
  if (!proto) throw new Error('joi schemas have no validateAsync');
  return proto as { validate: unknown; validateAsync: unknown };
}

describe('input a route does not list', () => {
  let server: Server;
  let token = '';
  const get = (url: string, bearer = token) =>
    call(server, { url: `/api/v1${url}`, headers: { authorization: `Bearer ${bearer}` } });

  beforeAll(async () => {
    server = await testServer();
    token = await loginToken(server);
  });
  afterAll(() => server.stop());

  it('costs no joi run on a route without parameters when none are sent (the hot path)', async () => {
    const base = joiBase() as {
      validate: (...args: unknown[]) => unknown;
      validateAsync: (...args: unknown[]) => unknown;
    };
    const validate = jest.spyOn(base, 'validate');
    const validateAsync = jest.spyOn(base, 'validateAsync');
    try {
      expect((await get('/pub/current/user')).statusCode).toBe(200);
      expect(validate).not.toHaveBeenCalled();
      expect(validateAsync).not.toHaveBeenCalled();
    } finally {
      validate.mockRestore();
      validateAsync.mockRestore();
    }
  });

  it("refuses a query parameter with joi's message, the first one named, after the token check", async () => {
    expect((await get('/pub/current/user?b=1&a=2')).json).toEqual({
      error: { code: 400, reason: 'invalid_request', message: '"b" is not allowed' },
    });
    expect((await get('/pub/current/menutree?x')).json).toEqual({
      error: { code: 400, reason: 'invalid_request', message: '"x" is not allowed' },
    });
    expect((await get('/pub/current/user?x=1', 'not-a-token')).json.error.code).toBe(9999);
  });

  it('still lets routes that list query parameters validate them', async () => {
    expect((await get('/users?current=2')).statusCode).toBe(200);
    expect((await get('/users?current=2&x=1')).json.error).toEqual({
      code: 400,
      reason: 'invalid_request',
      message: '"x" is not allowed',
    });
  });
});
