import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import { parse, stringify } from 'yaml';
import { contractFile } from '../../../shared/contract-file';
import { call, loginToken, serverPerTest, testServer } from '../test-support';
import { readContract } from './contract-document';
import { operationRulesOf } from './request-rules';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('the input of every route, checked by the contract', () => {
  let server: Server;
  let token = '';
  const as = (method: string, url: string, payload?: unknown, bearer = token) =>
    call(server, {
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${bearer}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(async () => {
    server = await testServer();
    token = await loginToken(server);
  });
  afterAll(() => server.stop());

  it('runs no check of the query on a route without query parameters when none is sent (the hot path)', async () => {
    const rules = operationRulesOf(readContract(contractFile())).get('get /pub/current/user')!;
    const query = jest.spyOn(rules, 'query');
    try {
      expect((await as('GET', '/pub/current/user')).statusCode).toBe(200);
      expect(query).not.toHaveBeenCalled();
      expect((await as('GET', '/pub/current/user?x=1')).statusCode).toBe(400);
      expect(query).toHaveBeenCalledTimes(1);
    } finally {
      query.mockRestore();
    }
  });

  it('refuses a query parameter a route does not list, naming the first, after the token check', async () => {
    expect((await as('GET', '/pub/current/user?b=1&a=2')).json).toEqual({
      error: { code: 400, reason: 'invalid_request', message: 'query.b is not allowed' },
    });
    expect((await as('GET', '/pub/current/menutree?x')).json.error.message).toBe('query.x is not allowed');
    expect((await as('GET', '/users?current=2&x=1')).json.error.message).toBe('query.x is not allowed');
    expect((await as('GET', '/pub/current/user?x=1', undefined, 'not-a-token')).json.error.code).toBe(9999);
  });

  it('takes integer query parameters as plain digits only', async () => {
    expect((await as('GET', '/users?current=%2B2')).json.error).toEqual({
      code: 400,
      reason: 'invalid_request',
      message: 'query.current must be integer',
    });
    expect((await as('GET', '/users?current=2')).json.pagination).toMatchObject({ current: 2, pageSize: 10 });
  });

  it('refuses "sequence": "5" and stores nothing', async () => {
    const res = await as('POST', '/roles', { name: 'Coerced', sequence: '5', menus: [] });
    expect(res.json).toEqual({
      error: { code: 400, reason: 'invalid_request', message: 'body.sequence must be integer' },
    });
    expect((await as('GET', '/roles?queryValue=Coerced')).json.pagination.total).toBe(0);
  });

  it('stores shown text trimmed and fills in the defaults the contract states', async () => {
    const created = await as('POST', '/roles', { name: '  Trimmed  ', memo: ' memo ', menus: [] });
    expect(created.json).toMatchObject({ name: 'Trimmed', memo: 'memo', sequence: 0, status: 'enabled' });
    expect((await as('DELETE', `/roles/${created.json.id}`)).statusCode).toBe(200);
  });

  it('refuses a body on a call that takes none, whatever its type, and still answers without one', async () => {
    const { userId } = (await as('GET', '/pub/current/user')).json as { userId: string };
    const other = (await as('GET', '/users?pageSize=100')).json.list.find((user: Json) => user.id !== userId) as Json;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'text/plain' };
    const url = `/api/v1/users/${other.id}`;
    expect((await call(server, { method: 'PATCH', url: `${url}/disable`, headers, payload: 'x' })).json).toEqual({
      error: { code: 400, reason: 'invalid_request', message: 'this call takes no body' },
    });
    expect((await as('PATCH', `/users/${other.id}/enable`, {})).statusCode).toBe(400);
    expect((await as('GET', `/users/${other.id}`)).json.status).toBe(other.status);
    expect((await as('GET', '/users/bad!id')).json.error.message).toBe("params.id must match the contract's pattern");
  });
});

describe('the contract a server starts from', () => {
  const startServer = serverPerTest();
  let dir = '';
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'mock-contract-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A copy of the contract changed by `change`, in a file of its own. */
  function contractCopy(change: (document: Json) => void): string {
    const document = parse(readFileSync(contractFile(), 'utf8')) as Json;
    change(document);
    const file = path.join(dir, 'openapi.yaml');
    writeFileSync(file, stringify(document));
    return file;
  }

  const newRole = { name: 'Short memo', memo: 'longer than five', menus: [] };
  const createRole = async (server: Server) =>
    call(server, {
      method: 'POST',
      url: '/api/v1/roles',
      headers: { authorization: `Bearer ${await loginToken(server)}` },
      payload: newRole,
    });

  it('is what the mock refuses by: a maxLength added to a field refuses what the real contract takes', async () => {
    expect((await createRole(await startServer())).statusCode).toBe(200);
    const shorter = contractCopy((document) => {
      document.components.schemas.SystemRoleParam.properties.memo.maxLength = 5;
    });
    const res = await createRole(await startServer({ contractFile: shorter }));
    expect(res.json).toEqual({
      error: { code: 400, reason: 'invalid_request', message: 'body.memo must NOT have more than 5 characters' },
    });
  });

  it('must describe every route, or the mock does not start', async () => {
    const without = contractCopy((document) => delete document.paths['/pub/dashboard']);
    await expect(startServer({ contractFile: without })).rejects.toThrow(
      'route GET /api/v1/pub/dashboard is not an operation of the contract',
    );
  });

  it('must say which routes take a body, or the mock does not start', async () => {
    const withBody = contractCopy((document) => {
      document.paths['/pub/login/exit'].post.requestBody = document.paths['/pub/login'].post.requestBody;
    });
    await expect(startServer({ contractFile: withBody })).rejects.toThrow(
      'route POST /api/v1/pub/login/exit: it does not parse the JSON body the contract documents',
    );
  });

  it('must be readable, or the mock does not start', async () => {
    const missing = path.join(dir, 'missing.yaml');
    await expect(startServer({ contractFile: missing })).rejects.toThrow(`contract file ${missing} cannot be read`);
  });
});
