import http from 'node:http';
import https from 'node:https';
import { rootCertificates } from 'node:tls';
import type { Transport } from '../../tests/contract/support/transport';

/**
 * How the CLI's own requests (the reachability check, the sweep) reach the target: the suite's
 * headers and time limit, and its TLS trust. The test process gets the same trust through the
 * variables Node reads at start; this process has started already, so it passes them per request.
 */
export interface Connection extends Transport {
  /** PEM certificates trusted besides the usual roots. */
  ca: string | null;
  insecure: boolean;
}

/** A connection with no headers, no time limit and the usual trust. */
export const PLAIN: Connection = { headers: {}, timeoutMs: null, ca: null, insecure: false };

/** An answer as the CLI reads it. */
export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** Sends one request over `connection`; rejects on a network or TLS failure, or after its time limit. */
export function send(
  url: string,
  connection: Connection,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  const tls =
    target.protocol === 'https:'
      ? {
          ca: connection.ca ? [...rootCertificates, connection.ca] : undefined,
          rejectUnauthorized: !connection.insecure,
        }
      : {};
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      { method: init.method ?? 'GET', headers: { ...connection.headers, ...init.headers }, ...tls },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: res.headers['content-type'] ?? '',
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    const { timeoutMs } = connection;
    if (timeoutMs !== null)
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`no response within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(init.body);
  });
}

// Node's codes of a certificate it does not trust.
const UNTRUSTED = /CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)/;

/**
 * Checks that `baseUrl` answers at all (any status but a gateway's 502, 503 or 504, which say the
 * API behind it does not), so that an unreachable target is one clear message instead of a failure
 * in every test; throws that message.
 */
export async function checkReachable(baseUrl: string, connection: Connection): Promise<void> {
  let answer: Answer;
  try {
    answer = await send(baseUrl, { ...connection, timeoutMs: connection.timeoutMs ?? 10_000 });
  } catch (err) {
    const { code, message } = err as NodeJS.ErrnoException;
    const hint =
      code && UNTRUSTED.test(code) ? ' (pass --ca <file> with the certificate that signs it, or --insecure)' : '';
    throw new Error(
      `the base URL ${baseUrl} does not answer: ${message}${code && !message.includes(code) ? ` [${code}]` : ''}${hint}`,
    );
  }
  if ([502, 503, 504].includes(answer.status))
    throw new Error(`the base URL ${baseUrl} does not answer: HTTP ${answer.status} (a gateway without its API?)`);
}

/**
 * Whether the target lacks live notices, which the contract allows: `GET /pub/current/notices`
 * without a token answers 404 (a back end that has them refuses the missing token with 401).
 */
export async function lacksNotices(baseUrl: string, connection: Connection): Promise<boolean> {
  return (await send(`${baseUrl}/pub/current/notices`, connection)).status === 404;
}
