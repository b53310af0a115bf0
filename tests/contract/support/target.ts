import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import supertest, { type Response } from 'supertest';
import type { MockConfig } from '../../../mock-server/src/config';
import { contract } from './openapi-validator';
import { readContractSettings } from './settings';
import { readTransport, withTransport } from './transport';
import { type ItLike, type Need, skipReason, skipping } from './needs';

export type { Need } from './needs';

/** The captcha answer of the local mock (letters of both cases, so case-insensitivity shows). */
const LOCAL_CAPTCHA_CODE = 'AbCd';

const settings = readContractSettings();

/**
 * The seed of the suite's own mocks: the mock's `MOCK_SEED_FILE` when set (with `CONTRACT_USER` /
 * `CONTRACT_PASSWORD` naming its root), so the suite can run against data other than the default seed.
 */
const LOCAL_SEED_FILE = process.env.MOCK_SEED_FILE ? path.resolve(process.env.MOCK_SEED_FILE) : null;
const transport = readTransport();
const remoteUrl = settings.baseUrl;

// A remote target is farther away and may make the suite wait out its rate limits.
if (remoteUrl) jest.setTimeout(30_000);

/**
 * The captcha answer the suite can use: the local mock's, or `CONTRACT_CAPTCHA_CODE` for a remote
 * target started with a fixed captcha (a mock with `MOCK_CAPTCHA_CODE`); null when unknown.
 */
export const captchaCode: string | null = remoteUrl ? settings.captchaCode : LOCAL_CAPTCHA_CODE;

/** The prefix of every record this run creates (`CONTRACT_RUN_PREFIX`; the CLI deletes what carries it). */
export const RUN_PREFIX = settings.runPrefix;

/** The lowercase hex MD5 the client sends as a password. */
export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The administrator the suite logs in as: the seeded root, or `CONTRACT_USER` / `CONTRACT_PASSWORD`. */
export const ROOT = settings.admin;
/** The second account with fewer rights the run was given (`CONTRACT_LIMITED_USER`); null: the suite creates one when it may write. */
export const GIVEN_LIMITED = settings.limited;

/** A name that carries the run prefix, different on every call: user names, and parts of other records' names. */
export const ghostName = () => `${RUN_PREFIX}-${randomBytes(6).toString('hex')}`;

/** The request the response answers, as supertest keeps it. */
function requestOf(res: Response): { method: string; path: string } {
  return (res as unknown as { req: { method: string; path: string } }).req;
}

/** Whether this run may do what `need` asks for. */
function can(need: Need): boolean {
  if (need === 'login') return captchaCode !== null;
  if (need === 'admin') return captchaCode !== null || settings.token !== null;
  if (need === 'limited') return settings.limited !== null || settings.allowWrites;
  if (need === 'notices') return !settings.noticesAbsent;
  return settings.allowWrites;
}

/**
 * One contract test file's target: by default its own mock server (fresh store, fixed captcha),
 * listening on a free loopback port; with `CONTRACT_BASE_URL`, that API. Registers the jest hooks.
 * `_file` (the test file's name) is no longer read: the report takes files from jest itself.
 * `localConfig` reaches the own mock only (e.g. a lowered bound a remote target cannot be given).
 */
export function contractTarget(_file: string, localConfig: Partial<MockConfig> = {}) {
  let server: Server | undefined;
  let baseUrl = remoteUrl ?? '';
  let basePath = remoteUrl ? new URL(remoteUrl).pathname : '';

  beforeAll(async () => {
    if (remoteUrl) return;
    // Loaded only here: against a URL, each file would load the whole mock for nothing.
    const { createServer } = await import('../../../mock-server/src/server');
    server = await createServer({
      host: '127.0.0.1',
      port: 0,
      captchaCode: LOCAL_CAPTCHA_CODE,
      jwtSecret: randomBytes(32).toString('hex'),
      tokenTtlSeconds: 7200,
      logRequests: false,
      scryptCost: 4096,
      dataFile: null,
      seedFile: LOCAL_SEED_FILE,
      ...localConfig,
    });
    await server.start();
    baseUrl = `${server.info.uri}/api/v1`;
    basePath = '/api/v1';
  });

  afterAll(async () => {
    await server?.stop();
  });

  /** `METHOD /path/{template}` of a request to `path` (with or without the base path). */
  const operationOf = (method: string, path: string) => {
    const apiPath = path.startsWith(basePath) ? path.slice(basePath.length) : path;
    return `${method} ${contract.templateFor(apiPath.split('?')[0]!) ?? apiPath}`;
  };

  /** A supertest request builder on the API base URL, with the run's headers and time limit: `api().get('/pub/login/captchaid')`. */
  const api = () => withTransport(supertest(baseUrl), transport, operationOf);

  /** Asserts that `res` has `status` (when given, else that it is no 5xx) and is documented in openapi.yaml (status, content type, body); answers it. */
  const check = (res: Response, status?: number): Response => {
    const { method, path } = requestOf(res);
    const apiPath = path.startsWith(basePath) ? path.slice(basePath.length) : path;
    const operation = operationOf(method, path);
    if (status !== undefined && res.status !== status)
      throw new Error(
        `${operation}: ${method} ${path}: expected ${status}, got ${res.status} ${res.text.slice(0, 300)}`,
      );
    // 500 is documented everywhere, but no test of this suite may provoke one.
    if (status === undefined && res.status >= 500)
      throw new Error(`${operation}: ${method} ${path}: server error ${res.status} ${res.text.slice(0, 300)}`);
    contract.assertResponse(method, apiPath, res);
    return res;
  };

  /**
   * `it` for a test that needs all of `needs`: itself when this run can, else a twin that skips
   * the test with the reason in its name (the report lists it), `.each` included.
   */
  const itNeeds = (...needs: Need[]): ItLike => {
    const missing = needs.filter((need) => !can(need));
    return missing.length === 0 ? it : skipping(skipReason(missing));
  };

  /** `it` for a test that must answer a captcha; skipped (and listed) when the code is unknown. */
  const itWithCaptcha = (name: string, fn: () => Promise<void>, timeout?: number) =>
    itNeeds('login')(name, fn, timeout);

  /** `beforeAll(fn)` when this run can do all of `needs` (the tests that need it are skipped otherwise). */
  const beforeAllNeeds = (needs: Need[], fn: () => Promise<void>, timeout?: number) => {
    if (needs.every(can)) beforeAll(fn, timeout);
  };

  /**
   * Sends a captcha request, waiting out a 429 (the target limits captcha draws per client, and
   * against a shared target other test files draw too).
   */
  const patiently = async (send: () => PromiseLike<Response>): Promise<Response> => {
    for (let attempt = 0; ; attempt += 1) {
      const res = await send();
      if (res.status !== 429 || attempt >= 10) return res;
      await new Promise((resolve) => setTimeout(resolve, Number(res.headers['retry-after'] ?? 1) * 1000));
    }
  };

  /** A new captcha id. */
  const newCaptcha = async (): Promise<string> =>
    check(await patiently(() => api().get('/pub/login/captchaid')), 200).body.captchaId as string;

  /** `GET /pub/login/captcha` with `query`, its SVG buffered as text. */
  const captchaImage = (query: Record<string, string>) =>
    patiently(() => api().get('/pub/login/captcha').query(query).buffer(true));

  /** Sends a login with a fresh captcha and the right answer unless `captcha` says otherwise. */
  const login = async (
    userName: string,
    password: string,
    captcha: { id?: string; code?: string } = {},
  ): Promise<Response> =>
    api()
      .post('/pub/login')
      .send({
        userName,
        password: md5(password),
        captchaId: captcha.id ?? (await newCaptcha()),
        captchaCode: captcha.code ?? captchaCode ?? 'none',
      });

  /** Logs `account` in and answers its access token. */
  const tokenFor = async (account: { userName: string; password: string }): Promise<string> => {
    const res = check(await login(account.userName, account.password), 200);
    return res.body.accessToken as string;
  };

  /** An administrator's token: `CONTRACT_TOKEN` when given (never logged out or refreshed by the suite), else root's from a login. */
  const adminToken = async (): Promise<string> => settings.token ?? tokenFor(ROOT);

  /** The API's base URL with its prefix (`http://127.0.0.1:<port>/api/v1`), for a client of its own; known once the hooks ran. */
  const apiBaseUrl = () => baseUrl;

  return {
    api,
    apiBaseUrl,
    check,
    can,
    itNeeds,
    itWithCaptcha,
    beforeAllNeeds,
    newCaptcha,
    captchaImage,
    login,
    tokenFor,
    adminToken,
    remote: remoteUrl !== null,
  };
}

/** `Authorization` header value for `token`. */
export const bearer = (token: string) => `Bearer ${token}`;
