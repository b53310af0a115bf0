import type { Test } from 'supertest';

/** What every request of the suite carries and how long it may take (`npm run contract -- --header`, `--timeout`). */
export interface Transport {
  /** Sent on every request, e.g. a gateway's API key (`CONTRACT_HEADERS`: one `Name: value` a line). */
  headers: Record<string, string>;
  /** Milliseconds a request may take before its test fails (`CONTRACT_TIMEOUT`); null: no limit of its own. */
  timeoutMs: number | null;
}

// RFC 9110 token characters.
const HEADER_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*(.*?)[ \t]*$/s;
// Framing the suite must own (a wrong length breaks every request), and the token the suite sends itself.
const RESERVED: Record<string, string> = {
  'content-length': 'the suite frames its requests itself',
  'transfer-encoding': 'the suite frames its requests itself',
  authorization: 'the suite sends its own tokens (use --token, or --user and --password)',
};

/** Parses one `Name: value` header; throws a message naming `source` (the flag or the variable) when malformed. */
export function parseHeader(line: string, source = '--header'): [string, string] {
  const match = HEADER_LINE.exec(line);
  if (!match)
    throw new Error(
      `${source} "${line}" is not "Name: value" (a name of letters, digits and !#$%&'*+.^_\`|~-, then a colon)`,
    );
  const [, name, value] = match as unknown as [string, string, string];
  // eslint-disable-next-line no-control-regex -- a control character would split or corrupt the request head.
  if (/[\u0000-\u0008\u000a-\u001f\u007f]/.test(value))
    throw new Error(`${source} "${name}" has a control character in its value`);
  const reserved = RESERVED[name.toLowerCase()];
  if (reserved) throw new Error(`${source} may not set ${name}: ${reserved}`);
  return [name, value];
}

/** Reads the transport settings from the environment; throws with the variable's name on a malformed value. */
export function readTransport(env: NodeJS.ProcessEnv = process.env): Transport {
  const lines = (env.CONTRACT_HEADERS ?? '').split('\n').filter((line) => line.trim() !== '');
  const headers = Object.fromEntries(lines.map((line) => parseHeader(line.replace(/\r$/, ''), 'CONTRACT_HEADERS')));
  const timeout = env.CONTRACT_TIMEOUT;
  if (timeout && !/^[1-9]\d*$/.test(timeout))
    throw new Error(`CONTRACT_TIMEOUT must be a whole number of milliseconds, got "${timeout}"`);
  return { headers, timeoutMs: timeout ? Number(timeout) : null };
}

/** The message of a request that took longer than the run allows. */
export const tooSlow = (operation: string, timeoutMs: number) =>
  `${operation}: no response within ${timeoutMs} ms (--timeout / CONTRACT_TIMEOUT)`;

/**
 * Gives every request `client` builds (a supertest client: one builder per HTTP method) the run's
 * headers and time limit; a request over the limit fails naming `operationOf(method, url)`.
 */
export function withTransport<Client extends object>(
  client: Client,
  transport: Transport,
  operationOf: (method: string, url: string) => string,
): Client {
  const { headers, timeoutMs } = transport;
  const wrap = (method: string, build: (url: string) => Test) => (url: string) => {
    const test = build(url).set(headers);
    if (timeoutMs === null) return test;
    test.timeout(timeoutMs);
    // superagent aborts a late request and then rejects (or calls back) with this very error, so rewording it here reaches both.
    test.on('abort', () => {
      const late = (test as unknown as { timedoutError?: Error }).timedoutError;
      if (late) late.message = tooSlow(operationOf(method.toUpperCase(), url), timeoutMs);
    });
    return test;
  };
  return Object.fromEntries(
    Object.entries(client).map(([method, build]) => [method, wrap(method, build as (url: string) => Test)]),
  ) as Client;
}

/** `head` (a raw HTTP request as written) with the run's headers after its request line, when it has one. */
export function withHeaderLines(head: string, headers: Record<string, string>): string {
  const end = head.indexOf('\r\n');
  const lines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return end < 0 || lines === '' ? head : `${head.slice(0, end + 2)}${lines}${head.slice(end + 2)}`;
}
