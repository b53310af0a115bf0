/**
 * The raw HTTP calls the load tools make to the mock (the bench's sessions and `npm run soak`):
 * node's own `http`, because it can pick the loopback source address of each session, which fetch
 * cannot without an extra package.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { components } from '@shared/contract/schema';

/** The contract's login answer. */
export type LoginToken = components['schemas']['LoginToken'];
type CaptchaId = components['schemas']['CaptchaId'];

/** One HTTP answer, its body unparsed. */
export interface Answer {
  status: number;
  body: string;
  /** The `Retry-After` header in seconds, when there was one. */
  retryAfter: number | null;
}

/** What a call sends besides its method and path. */
export interface SendOptions {
  /** The whole `Authorization` value (`Bearer <token>`). */
  authorization?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** The loopback address the connection comes from (the mock tells clients apart by it). */
  localAddress?: string;
  /** @default 10000 */
  timeoutMs?: number;
}

/** A login name and its plain password. */
export interface Account {
  userName: string;
  password: string;
}

/** The seeded root account. */
export const ROOT_ACCOUNT: Account = { userName: 'root', password: 'abc-123' };

/** The lowercase hex MD5 a client sends as a password. */
export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Sends one request to `<base>/api/v1<path>`; rejects when no answer comes (connection error, time-out). */
export function send(
  agent: http.Agent,
  base: URL,
  method: string,
  path: string,
  options: SendOptions = {},
): Promise<Answer> {
  const { authorization, body, localAddress, timeoutMs = 10_000 } = options;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = {};
  if (authorization) headers.authorization = authorization;
  if (payload) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path: `/api/v1${path}`,
        agent,
        headers,
        localAddress,
        timeout: timeoutMs,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const retryAfter = Number(res.headers['retry-after']);
          resolve({
            status: res.statusCode ?? 0,
            body: text,
            retryAfter: Number.isFinite(retryAfter) ? retryAfter : null,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** The contract error code of an answer, or null when its body is no `{"error": {"code"}}`. */
export function errorCode(answer: Answer): number | null {
  try {
    const code = (JSON.parse(answer.body) as { error?: { code?: unknown } }).error?.code;
    return typeof code === 'number' ? code : null;
  } catch {
    return null;
  }
}

/** A call that answers the parsed body of a 2xx, or undefined for anything else. */
export type JsonCall = (method: string, path: string, body?: unknown) => Promise<unknown>;

/** Draws a captcha id and logs in with the mock's fixed captcha answer; undefined when either fails. */
export async function logIn(call: JsonCall, account: Account, captchaCode: string): Promise<LoginToken | undefined> {
  const captcha = (await call('GET', '/pub/login/captchaid')) as CaptchaId | undefined;
  if (!captcha) return undefined;
  return (await call('POST', '/pub/login', {
    userName: account.userName,
    password: md5(account.password),
    captchaId: captcha.captchaId,
    captchaCode,
  })) as LoginToken | undefined;
}
