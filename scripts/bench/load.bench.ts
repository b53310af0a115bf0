/**
 * Load: 200 concurrent sessions, each cycling captcha id -> login -> current user -> menu tree
 * as fast as the mock answers, for 3 runs of 10 s against the mock started in-process on loopback.
 * Reports requests per second, the p95 latency, and the 5xx and code-9999 answers (both should be
 * 0; the bench prints them and asserts nothing).
 *
 * The mock's brute-force guards would turn most of the run into 429s, so the bench lifts them
 * through `createServer` overrides: every session comes from 127.0.0.1, which the per-client
 * captcha rate limit and failed-login lock key on, and the per-account
 * lock counts every login in flight as a failure until it succeeds, so 100 sessions logging in as
 * one account at once would lock it (`captchaBurst`, `captchaPerSecond`, `loginFailuresPerAccount`,
 * `loginFailuresPerClient`). The captcha answer is pinned (`captchaCode`); sessions alternate the
 * two seeded accounts. Password hashing keeps its real scrypt cost, so logins weigh what they
 * weigh in production, and any other 4xx still shows in the first row's note.
 * The load generator shares the process (and its 2 cores) with the server: the figures are a floor.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { createServer } from '../../mock-server/src/server';
import { type Answer, logIn, send } from '../soak/mock-api';
import { type BenchResult, percentile, rowOf } from './types';

const SESSIONS = 200;
const RUNS = 3;
const RUN_MS = 10_000;
const WARM_UP_MS = 2_000;
const CAPTCHA_CODE = 'bench';
const ACCOUNTS = [
  { userName: 'root', password: 'abc-123' },
  { userName: 'staff', password: 'staff-123' },
] as const;

interface RunTally {
  requests: number;
  cycles: number;
  /** Latencies of logins (their scrypt check dominates) and of every other request, apart. */
  loginMs: number[];
  otherMs: number[];
  serverErrors: number;
  sessionTimeouts: number;
  otherFailures: number;
  /** Requests that got no answer at all (connection error or 10 s time-out). */
  noAnswer: number;
}

/** Counts one answer; returns its parsed body when it succeeded. */
function tally(run: RunTally, path: string, answer: Answer, startedAt: number): unknown {
  run.requests += 1;
  (path === '/pub/login' ? run.loginMs : run.otherMs).push(performance.now() - startedAt);
  if (answer.status >= 500) run.serverErrors += 1;
  else if (answer.status === 401 && answer.body.includes('9999')) run.sessionTimeouts += 1;
  else if (answer.status < 200 || answer.status > 299) run.otherFailures += 1;
  else return JSON.parse(answer.body) as unknown;
  return undefined;
}

async function session(index: number, agent: http.Agent, base: URL, run: RunTally, until: number): Promise<void> {
  const account = ACCOUNTS[index % ACCOUNTS.length] ?? ACCOUNTS[0];
  const timed = async (method: string, path: string, token?: string, body?: unknown) => {
    const startedAt = performance.now();
    try {
      return tally(run, path, await send(agent, base, method, path, { authorization: token, body }), startedAt);
    } catch {
      run.noAnswer += 1;
      return undefined;
    }
  };
  while (performance.now() < until) {
    const login = await logIn((method, path, body) => timed(method, path, undefined, body), account, CAPTCHA_CODE);
    if (!login) continue;
    const token = `${login.tokenType} ${login.accessToken}`;
    if ((await timed('GET', '/pub/current/user', token)) === undefined) continue;
    if ((await timed('GET', '/pub/current/menutree', token)) !== undefined) run.cycles += 1;
  }
}

async function loadFor(ms: number, base: URL): Promise<RunTally & { seconds: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: SESSIONS });
  const run: RunTally = {
    requests: 0,
    cycles: 0,
    loginMs: [],
    otherMs: [],
    serverErrors: 0,
    sessionTimeouts: 0,
    otherFailures: 0,
    noAnswer: 0,
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: SESSIONS }, (_, i) => session(i, agent, base, run, started + ms)));
  agent.destroy();
  return { ...run, seconds: (performance.now() - started) / 1000 };
}

/** The load bench: see the file comment. */
export async function run(): Promise<BenchResult[]> {
  const server = await createServer({
    host: '127.0.0.1',
    port: 0,
    captchaCode: CAPTCHA_CODE,
    captchaBurst: Number.MAX_SAFE_INTEGER,
    captchaPerSecond: Number.MAX_SAFE_INTEGER,
    loginFailuresPerAccount: Number.MAX_SAFE_INTEGER,
    loginFailuresPerClient: Number.MAX_SAFE_INTEGER,
  });
  await server.start();
  try {
    const base = new URL(server.info.uri);
    await loadFor(WARM_UP_MS, base);
    const runs: Awaited<ReturnType<typeof loadFor>>[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await loadFor(RUN_MS, base));
    const sum = (pick: (r: RunTally) => number) => runs.reduce((total, r) => total + pick(r), 0);
    const label = `(mock, ${SESSIONS} sessions: captcha id -> login -> user -> menu tree)`;
    const note = `${RUNS} x ${RUN_MS / 1000} s, captcha and login limits lifted, real scrypt cost; other 4xx: ${sum((r) => r.otherFailures)}`;
    const row = (
      name: string,
      unit: string,
      pick: (r: RunTally & { seconds: number }) => number,
      extra?: string,
    ): BenchResult =>
      rowOf(runs.map(pick), {
        name: `load: ${name}`,
        times: `${SESSIONS} sessions cycling captcha id → login → user → menu tree, ${RUN_MS / 1000} s per run`,
        unit,
        note: extra,
      });
    return [
      row(`requests ${label}`, 'req/s', (r) => r.requests / r.seconds, note),
      row('login cycles completed', 'cycles/s', (r) => r.cycles / r.seconds),
      row('p95 latency, login', 'ms', (r) => percentile(r.loginMs, 95)),
      row('p95 latency, captcha id, user, menu tree', 'ms', (r) => percentile(r.otherMs, 95)),
      row('5xx answers', 'count', (r) => r.serverErrors, `total ${sum((r) => r.serverErrors)}, should be 0`),
      row(
        'code 9999 answers',
        'count',
        (r) => r.sessionTimeouts,
        `total ${sum((r) => r.sessionTimeouts)}, should be 0`,
      ),
      row('requests without an answer in 10 s', 'count', (r) => r.noAnswer, `total ${sum((r) => r.noAnswer)}`),
    ];
  } finally {
    await server.stop();
  }
}
