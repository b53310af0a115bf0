/**
 * Throughput of `GET /api/v1/pub/current/user` with a valid token on the mock server, beside a
 * bare Hapi server whose one route does the same JWT verify + revocation lookup and answers a
 * fixed small JSON: the gap is what the mock's plugins, store and error extension cost.
 * Each server runs in its own child process (so the load generator does not share its core);
 * autocannon on loopback, 3 runs × 3 s, 50 connections.
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import Hapi from '@hapi/hapi';
import autocannon from 'autocannon';
import jwt from 'jsonwebtoken';
import { createServer } from '../../mock-server/src/server';
import { type BenchResult, median, percentile, rowOf } from './types';

const RUNS = 3;
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
  const server = await createServer({ host: '127.0.0.1', port: 0, jwtSecret: SECRET, logRequests: false });
  await server.start();
  return { port: Number(server.info.port), token: server.app.mock.tokens.issue('u-root').accessToken };
}

async function serveBare(): Promise<Served> {
  const revoked = new Map<string, number>([['some-revoked-jti', Number.MAX_SAFE_INTEGER]]);
  const server = Hapi.server({ host: '127.0.0.1', port: 0, debug: false });
  server.route({
    method: 'GET',
    path: PATH,
    handler: (request, h) => {
      const header: unknown = request.headers.authorization;
      const match = typeof header === 'string' ? /^Bearer (.+)$/i.exec(header) : null;
      try {
        const claims = jwt.verify(match?.[1] ?? '', SECRET, { algorithms: ['HS256'] }) as jwt.JwtPayload;
        if (!claims.jti || revoked.has(claims.jti)) throw new Error('revoked');
      } catch {
        return h.response({ error: { code: 9999, message: 'invalid or expired token' } }).code(401);
      }
      return { userId: 'u-root', userName: 'root', realName: 'Root', avatar: '/a.png', roles: [] };
    },
  });
  await server.start();
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return { port: Number(server.info.port), token: jwt.sign({ sub: 'u-root', jti: randomUUID(), exp }, SECRET, { algorithm: 'HS256' }) };
}

interface Run {
  requestsPerSecond: number;
  p95: number;
  non2xx: number;
  errors: number;
}

function load(served: Served): Promise<Run> {
  const times: number[] = [];
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
        resolve({ requestsPerSecond: result.requests.average, p95: percentile(times, 95), non2xx: result.non2xx, errors: result.errors });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** Starts a server of `kind` in a child process and answers its port and a valid token. */
function spawnServer(kind: Kind): Promise<{ served: Served; stop: () => void }> {
  const child = fork(__filename, ['--serve', kind], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (served: Served) => resolve({ served, stop: () => child.kill() }));
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

async function measure(kind: Kind, label: string): Promise<BenchResult> {
  const { served, stop } = await spawnServer(kind);
  const runs: Run[] = [];
  try {
    await load({ ...served }); // warm-up, not counted
    for (let i = 0; i < RUNS; i += 1) runs.push(await load(served));
  } finally {
    stop();
  }
  const failures = runs.reduce((n, r) => n + r.non2xx + r.errors, 0);
  return rowOf(
    runs.map((r) => r.requestsPerSecond),
    {
      name: `GET ${PATH} (${label})`,
      times: `requests answered per second, ${CONNECTIONS} connections, ${DURATION_SECONDS} s runs`,
      unit: 'req/s',
      note: `p95 latency median ${median(runs.map((r) => r.p95)).toFixed(1)} ms; ${failures} non-2xx or errors`,
    },
  );
}

/** The bench: the mock first, then the bare Hapi baseline. */
export async function run(): Promise<BenchResult[]> {
  return [await measure('mock', 'mock server'), await measure('bare', 'bare Hapi + JWT verify')];
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
