/**
 * Throughput of `GET /api/v1/pub/current/user` with a valid token on the mock server, request log
 * on and its stdout a pipe (as under `npm start` or in a container), beside a bare Hapi server
 * whose one route does the same token check as the mock (the mock's own `hs256`: a token's HMAC
 * computed once, its expiry checked on every request) and a revocation lookup, and answers
 * exactly the mock's bytes to exactly the mock's request: a token the mock issued, the body the
 * mock serializes for that user (made once), the mock's security headers. The gap is what the
 * mock's plugins, store, extensions and log cost, not the payload's size (target: at least 0.95×).
 * The same mock with its log off runs beside them, so that the log's own cost shows apart from the
 * rest of the mock's. Each server runs in its own child process (so the load generator does not
 * share its core), all three for the whole bench; the runs take turns (mock, log off, bare, mock,
 * ...) so a machine busy with something else slows them alike, and many short rounds rather than a
 * few long ones, as this machine's speed drifts over seconds. autocannon on loopback, 50
 * connections, 11 rounds × 2 s.
 */
import { fork } from 'node:child_process';
import Hapi from '@hapi/hapi';
import autocannon from 'autocannon';
import { hs256, liveAt } from '../../mock-server/src/auth/jwt';
import { SECURITY_HEADERS, createServer } from '../../mock-server/src/server';
import { rootToken } from '../../mock-server/src/testing/root-token';
import { cpuMillis } from './proc-cpu';
import { type BenchResult, median, percentile, rowOf } from './types';

const ROUNDS = 11;
const DURATION_SECONDS = 2;
const CONNECTIONS = 50;
const SECRET = 'bench-secret';
const PATH = '/api/v1/pub/current/user';

type Kind = 'mock' | 'quiet' | 'bare';
const KINDS: Kind[] = ['mock', 'quiet', 'bare'];
interface Served {
  port: number;
  token: string;
}

async function serveMock(logRequests: boolean): Promise<Served> {
  const server = await createServer({ host: '127.0.0.1', port: 0, jwtSecret: SECRET, logRequests });
  await server.start();
  return { port: Number(server.info.port), token: rootToken(server) };
}

async function serveBare(): Promise<Served> {
  // The mock's exact answer, made once by the mock itself: its token for the built-in root (its TokenService,
  // same secret) and the body it serializes for that user, so that both servers read and write the
  // same bytes and the ratio measures the servers, not the payload size.
  const mock = await createServer({ host: '127.0.0.1', port: 0, jwtSecret: SECRET, logRequests: false });
  const token = rootToken(mock);
  const answer = await mock.inject({ url: PATH, headers: { authorization: `Bearer ${token}` } });
  await mock.stop();
  if (answer.statusCode !== 200) throw new Error(`the mock answered ${answer.statusCode} to its own token`);
  const body = answer.rawPayload;
  const contentType = String(answer.headers['content-type']);
  // The mock's token check, so that the ratio compares the servers rather than two token checks:
  // the key made once, a token's HMAC computed once and remembered.
  const signed = hs256(SECRET);
  const revoked = new Map<string, number>([['some-revoked-jti', Number.MAX_SAFE_INTEGER]]);
  const server = Hapi.server({ host: '127.0.0.1', port: 0, debug: false, routes: { security: SECURITY_HEADERS } });
  server.route({
    method: 'GET',
    path: PATH,
    handler: (request, h) => {
      const header: unknown = request.headers.authorization;
      const match = typeof header === 'string' ? /^Bearer (.+)$/i.exec(header) : null;
      const claims = signed.claims(match?.[1] ?? '');
      const valid =
        claims !== null &&
        liveAt(claims, Math.floor(Date.now() / 1000)) &&
        typeof claims.jti === 'string' &&
        !revoked.has(claims.jti);
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
        resolve({
          requestsPerSecond: result.requests.average,
          p95: percentile(times, 95),
          non2xx: result.non2xx,
          errors: result.errors,
          cpuMicrosPerRequest,
        });
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
  const child = fork(__filename, ['--serve', kind], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  let written = 0;
  child.stdout?.on('data', (chunk: Buffer) => (written += chunk.length));
  return new Promise((resolve, reject) => {
    child.once('message', (served: Served) =>
      resolve({ served, pid: child.pid!, stop: () => child.kill(), written: () => written }),
    );
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

/** The failures (non-2xx answers and errors) of `runs`, for a row's note. */
function noteOf(runs: Run[]): string {
  const failures = runs.reduce((n, r) => n + r.non2xx + r.errors, 0);
  const cpu = median(runs.map((r) => r.cpuMicrosPerRequest)).toFixed(0);
  return `server CPU median ${cpu} µs per request; p95 latency median ${median(runs.map((r) => r.p95)).toFixed(1)} ms; ${failures} non-2xx or errors`;
}

/** Stops every server in `children`. */
const stopAll = (children: Partial<Record<Kind, Child>>) => Object.values(children).forEach((child) => child.stop());

/** The bench: the three servers up, a warm-up each, then rounds of one run each in turn. */
export async function run(): Promise<BenchResult[]> {
  const children: Partial<Record<Kind, Child>> = {};
  const runs: Record<Kind, Run[]> = { mock: [], quiet: [], bare: [] };
  try {
    for (const kind of KINDS) children[kind] = await spawnServer(kind);
    const child = (kind: Kind) => children[kind]!;
    // Warm-ups, not counted: JIT, connection pools, the mock's first token check.
    for (const kind of KINDS) await load(child(kind));
    for (let i = 0; i < ROUNDS; i += 1) {
      for (const kind of KINDS) runs[kind].push(await load(child(kind)));
    }
  } finally {
    stopAll(children);
  }
  const logged = `; the mock logged ${(children.mock!.written() / 1e6).toFixed(1)} MB`;
  const times = `requests answered per second, ${CONNECTIONS} connections, ${DURATION_SECONDS} s runs taking turns with the other two servers'`;
  const perSecond = (kind: Kind) => runs[kind].map((r) => r.requestsPerSecond);
  const bareRow = rowOf(perSecond('bare'), {
    name: `GET ${PATH} (bare Hapi + the same token check and bytes)`,
    times,
    unit: 'req/s',
    note: noteOf(runs.bare),
  });
  const peer = { name: 'bare Hapi', median: bareRow.median };
  const mockRow = rowOf(perSecond('mock'), {
    name: `GET ${PATH} (mock, log on, stdout a pipe)`,
    times,
    unit: 'req/s',
    peer,
    note: noteOf(runs.mock) + logged,
  });
  const quietRow = rowOf(perSecond('quiet'), {
    name: `GET ${PATH} (mock, log off)`,
    times,
    unit: 'req/s',
    peer,
    note: noteOf(runs.quiet),
  });
  const ratios = (over: Kind) => runs.mock.map((r, i) => r.requestsPerSecond / runs[over][i]!.requestsPerSecond);
  const ratioRow = rowOf(ratios('bare'), {
    name: `GET ${PATH}: mock ÷ bare Hapi`,
    times: 'mock req/s over bare Hapi req/s of the same round, per round',
    unit: '×',
    target: { op: '>=', value: 0.95 },
    note: 'the mock with its log on at least 0.95× bare Hapi',
  });
  const logRow = rowOf(ratios('quiet'), {
    name: `GET ${PATH}: mock, log on ÷ log off`,
    times: "mock req/s with its log on over the same mock's with it off, same round, per round",
    unit: '×',
    note: "what the request log itself costs; the rest of mock ÷ bare Hapi is the mock's other per-request steps",
  });
  return [mockRow, quietRow, bareRow, ratioRow, logRow];
}

if (process.argv[2] === '--serve') {
  const kind = process.argv[3] as Kind;
  (kind === 'bare' ? serveBare() : serveMock(kind === 'mock'))
    .then((served) => process.send?.(served))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
