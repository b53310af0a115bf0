import type { Server, ServerInjectOptions, ServerInjectResponse } from '@hapi/hapi';
import type { LoginToken, TokenService } from './auth/tokens';
import type { MockConfig } from './config';
import { md5Hex } from './lib/password';
import { createServer } from './server';

/** A clock tests move by hand. */
export function manualClock(start = Date.UTC(2026, 10, 21, 10, 0, 0)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

export const md5 = md5Hex;

/** A mock server for unit tests: a cheap scrypt cost, a fixed captcha and secret unless overridden. */
export function testServer(overrides: Partial<MockConfig> = {}): Promise<Server> {
  return createServer({
    captchaCode: 'AbCd',
    jwtSecret: 'test-secret',
    scryptCost: 1024,
    logRequests: false,
    ...overrides,
  });
}

/**
 * For tests that each start their own server: the returned function starts one with `overrides`,
 * and whatever it started is stopped after each test.
 */
export function serverPerTest(): (overrides?: Partial<MockConfig>) => Promise<Server> {
  let server: Server | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });
  return async (overrides) => (server = await testServer(overrides));
}

/** A parsed JSON body; tests assert on it field by field (and against the contract). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;

/** `server.inject` answering the parsed JSON body beside the response. */
export async function call(
  server: Server,
  options: ServerInjectOptions,
): Promise<ServerInjectResponse & { json: Body }> {
  const res = await server.inject(options);
  let json: unknown;
  try {
    json = JSON.parse(res.payload);
  } catch {
    json = undefined;
  }
  return Object.assign(res, { json });
}

/** Logs in through `server` (drawing a captcha) and answers the response. */
export async function injectLogin(
  server: Server,
  userName: string,
  password: string,
  remoteAddress = '127.0.0.1',
  code = 'abcd',
) {
  const captcha = await call(server, { url: '/api/v1/pub/login/captchaid', remoteAddress });
  return call(server, {
    method: 'POST',
    url: '/api/v1/pub/login',
    remoteAddress,
    payload: { userName, password: md5(password), captchaId: captcha.json.captchaId, captchaCode: code },
  });
}

/** The access token of a successful login. */
export async function loginToken(server: Server, userName = 'root', password = 'abc-123'): Promise<string> {
  const res = await injectLogin(server, userName, password);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.payload}`);
  return res.json.accessToken as string;
}

/** The token that refreshing `token` issues; throws the refusal when there is one. */
export function refreshed(tokens: TokenService, token: string): LoginToken {
  const next = tokens.refresh(tokens.verify(token)!);
  if (typeof next === 'string') throw new Error(`refresh refused: ${next}`);
  return next;
}
