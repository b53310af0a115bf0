/**
 * Write throughput of the mock: role creates per second (`POST /api/v1/roles`, each answered only
 * once it is on disk) with a data file, beside the same server without one as its peer, in the
 * same run. The gap is what durability costs (snapshot, write, fsync, rename, directory fsync),
 * shared among concurrent creates by group commit. Each server runs in its own child process;
 * autocannon on loopback, 3 runs × 3 s, 20 connections; the data file grows as roles pile up.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createServer } from '../../mock-server/src/server';
import { rootToken } from '../../mock-server/src/testing/root-token';
import { type BenchResult, rowOf } from './types';

const RUNS = 3;
const DURATION_SECONDS = 3;
const CONNECTIONS = 20;
const PATH = '/api/v1/roles';

type Kind = 'file' | 'memory';
interface Served {
  port: number;
  token: string;
}

/** In the child: the mock, with a data file in `dir` or without. */
async function serve(kind: Kind, dir: string): Promise<Served> {
  const dataFile = kind === 'file' ? path.join(dir, 'data.json') : null;
  const server = await createServer({
    host: '127.0.0.1',
    port: 0,
    jwtSecret: 'bench-secret-of-at-least-32-bytes!',
    dataFile,
    logRequests: false,
  });
  await server.start();
  return { port: Number(server.info.port), token: rootToken(server) };
}

/** Creates per second over one run; each request names a new role, so none is refused as taken. */
function load(served: Served, run: number): Promise<{ perSecond: number; failures: number }> {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${served.port}`,
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
        requests: [
          {
            method: 'POST',
            path: PATH,
            headers: { authorization: `Bearer ${served.token}`, 'content-type': 'application/json' },
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ name: `bench-${run}-${(next += 1)}`, menus: [] }),
            }),
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        resolve({
          perSecond: result['2xx'] / (result.duration || DURATION_SECONDS),
          failures: result.non2xx + result.errors,
        });
      },
    );
  });
}

async function measure(kind: Kind, label: string): Promise<BenchResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-writes-'));
  const child = fork(__filename, ['--serve', kind, dir], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const runs: { perSecond: number; failures: number }[] = [];
  try {
    const served = await new Promise<Served>((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
    });
    for (let i = 0; i < RUNS; i += 1) runs.push(await load(served, i));
  } finally {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
  const rates = runs.map((r) => r.perSecond);
  return rowOf(rates, {
    name: `POST ${PATH} (${label})`,
    times: `creates answered 2xx per second, ${CONNECTIONS} connections, ${DURATION_SECONDS} s runs`,
    unit: 'creates/s',
    note: `${runs.reduce((n, r) => n + r.failures, 0)} non-2xx or errors`,
  });
}

/** The bench: with a data file (every create fsynced before its answer), then its peer without one. */
export async function run(): Promise<BenchResult[]> {
  return [await measure('file', 'data file, durable'), await measure('memory', 'no data file, peer')];
}

if (process.argv[2] === '--serve') {
  serve(process.argv[3] as Kind, process.argv[4]!)
    .then((served) => process.send?.(served))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
