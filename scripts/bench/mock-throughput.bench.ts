/**
 * Throughput of `GET /api/v1/pub/current/user` with a valid token on the mock server, request log
 * on and its stdout a pipe (as under `npm start` or in a container), beside a bare Hapi server
 * whose one route does the same token check as the mock (the mock's own `SignedTokens`: a token's
 * HMAC computed once, its expiry checked on every request) and a revocation lookup, and answers
 * exactly the mock's bytes to exactly the mock's request: a token the mock issued, the body the
 * mock serializes for that user (made once), the mock's security headers. The gap is what the
 * mock's plugins, store, extensions and log cost, not the payload's size (issue 14: at least 0.95×).
 * Each server runs in its own child process (so the load generator does not share its core), both
 * for the whole bench; the runs interleave (mock, bare, mock, bare, ...) so a machine busy with
 * something else slows both alike. autocannon on loopback, 5 pairs × 3 s, 50 connections.
 */
import { fork } from 'node:child_process';
import { createSecretKey } from 'node:crypto';
import Hapi from '@hapi/hapi';
import autocannon from 'autocannon';
import { liveAt } from '../../mock-server/src/auth/hs256';
import { SignedTokens } from '../../mock-server/src/auth/signed-tokens';
import { SECURITY_HEADERS, createServer } from '../../mock-server/src/server';
import { cpuMillis } from './proc-cpu';
import { type BenchResult, median, percentile, rowOf } from './types';

const PAIRS = 5;
const DURATION_SECONDS = 3;
const CONNECTIONS = 50;
const SECRET = 'bench-secret';
const PATH = '/api/v1/pub/current/user';

type Kind = 'mock' | 'bare';
interface Served {
  port: number;
  token: string;
}

async function serveMock(): Promise<Served> {
  const server = await createServer({ host: '127.0.0.1', port: 0, jwtSecret: SECRET, logRequests: true });
  await server.start();
  return { port: Number(server.info.port), token: server.app.mock.tokens.issue('u-root').accessToken };
}

async function serveBare(): Promise<Served> {
  // The mock's exact answer, made once by the mock itself: its token for u-root (its TokenService,
  // same secret) and the body it serializes for that user, so that both servers read and write the
  // same bytes and the ratio measures the servers, not the payload size.
  const mock = await createServer({ host: '127.0.0.1', port: 0, jwtSecret: SECRET, logRequests: false });
  const token = mock.app.mock.tokens.issue('u-root').accessToken;
  const answer = await mock.inject({ url: PATH, headers: { authorization: `Bearer ${token}` } });
  await mock.stop();
  if (answer.statusCode !== 200) throw new Error(`the mock answered ${answer.statusCode} to its own token`);
  const body = answer.rawPayload;
  const contentType = String(answer.headers['content-type']);
  // The mock's token check, so that the ratio compares the servers rather than two token checks:
  // the secret a key object made once (given the string, jsonwebtoken would parse it as a PEM key
  // on every request), a token's HMAC computed once and remembered by its text.
  const signed = new SignedTokens(createSecretKey(Buffer.from(SECRET)));
  const revoked = new Map<string, number>([['some-revoked-jti', Number.MAX_SAFE_INTEGER]]);
  const server = Hapi.server({ host: '127.0.0.1', port: 0, debug: false, routes: { security: SECURITY_HEADERS } });
  server.route({
    method: 'GET',
    path: PATH,
    handler: (request, h) => {
      const header: unknown = request.headers.authorization;
      const match = typeof header === 'string' ? /^Bearer (.+)$/i.exec(header) : null;
      const claims = signed.claims(match?.[1] ?? '');
      const valid = claims !== null && liveAt(claims, Math.floor(Date.now() / 1000)) && typeof claims.jti === 'string' && !revoked.has(claims.jti);
      if (!valid) return h.response({ error: { code: 9999, message: 'invalid or expired token' } }).code(401);
      return h.response(body).type(contentType);
    },
  });
  await server.start();
  return { port: Number(server.info.port), token };
}

interface Child {
  served: Served;
  pid: number;
  stop: () => void;
  /** Bytes the server wrote to its stdout so far: proof that the mock's log is on. */
  written: () => number;
}

interface Run {
  requestsPerSecond: number;
  p95: number;
  non2xx: number;
  errors: number;
  /** The server process's CPU time (user + system) per answered request, in microseconds. */
  cpuMicrosPerRequest: number;
}

function load(child: Child): Promise<Run> {
  const { served } = child;
  const times: number[] = [];
  const cpuBefore = cpuMillis(child.pid);
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${served.port}${PATH}`,
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
        headers: { authorization: `Bearer ${served.token}` },
      },
      (err, result) => {
        if (err) return reject(err);
        const cpuMicrosPerRequest = ((cpuMillis(child.pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total);
        resolve({ requestsPerSecond: result.requests.average, p95: percentile(times, 95), non2xx: result.non2xx, errors: result.errors, cpuMicrosPerRequest });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/**
 * Starts a server of `kind` in a child process and answers its port and a valid token. Its stdout
 * is a pipe this process drains, as `npm start`'s terminal or a container's log collector would.
 */
function spawnServer(kind: Kind): Promise<Child> {
  const child = fork(__filename, ['--serve', kind], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  let written = 0;
  child.stdout?.on('data', (chunk: Buffer) => (written += chunk.length));
  return new Promise((resolve, reject) => {
    child.once('message', (served: Served) => resolve({ served, pid: child.pid!, stop: () => child.kill(), written: () => written }));
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

/** The failures (non-2xx answers and errors) of `runs`, for a row's note. */
function noteOf(runs: Run[]): string {
  const failures = runs.reduce((n, r) => n + r.non2xx + r.errors, 0);
  const cpu = median(runs.map((r) => r.cpuMicrosPerRequest)).toFixed(0);
  return `server CPU median ${cpu} µs per request; p95 latency median ${median(runs.map((r) => r.p95)).toFixed(1)} ms; ${failures} non-2xx or errors`;
}

/** The bench: both servers up, a warm-up each, then mock and bare runs in turn. */
export async function run(): Promise<BenchResult[]> {
  const mock = await spawnServer('mock');
  const bare = await spawnServer('bare').catch((err: unknown) => {
    mock.stop();
    throw err;
  });
  const runs: Record<Kind, Run[]> = { mock: [], bare: [] };
  try {
    // Warm-ups, not counted: JIT, connection pools, the mock's first token check.
    await load(mock);
    await load(bare);
    for (let i = 0; i < PAIRS; i += 1) {
      runs.mock.push(await load(mock));
      runs.bare.push(await load(bare));
    }
  } finally {
    mock.stop();
    bare.stop();
  }
  const logged = `; the mock logged ${(mock.written() / 1e6).toFixed(1)} MB`;
  const times = `requests answered per second, ${CONNECTIONS} connections, ${DURATION_SECONDS} s runs interleaved with the peer's`;
  const perSecond = (kind: Kind) => runs[kind].map((r) => r.requestsPerSecond);
  const bareRow = rowOf(perSecond('bare'), { name: `GET ${PATH} (bare Hapi + the same token check and bytes)`, times, unit: 'req/s', note: noteOf(runs.bare) });
  const peer = { name: 'bare Hapi', median: bareRow.median };
  const mockRow = rowOf(perSecond('mock'), { name: `GET ${PATH} (mock, log on, stdout a pipe)`, times, unit: 'req/s', peer, note: noteOf(runs.mock) + logged });
  const ratios = runs.mock.map((r, i) => r.requestsPerSecond / runs.bare[i]!.requestsPerSecond);
  const ratioRow = rowOf(ratios, {
    name: `GET ${PATH}: mock ÷ bare Hapi`,
    times: 'mock req/s over bare Hapi req/s of the run right after it, per pair',
    unit: '×',
    target: { op: '>=', value: 0.95 },
    note: 'issue 14: the mock with its log on at least 0.95× bare Hapi',
  });
  return [mockRow, bareRow, ratioRow];
}

if (process.argv[2] === '--serve') {
  const kind = process.argv[3] as Kind;
  (kind === 'mock' ? serveMock() : serveBare())
    .then((served) => process.send?.(served))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
