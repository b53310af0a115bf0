import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiClient, type RunContext } from './api-client';
import { ROOT_ACCOUNT } from './mock-api';
import { killAllMocks, MockProcess, type MockSettings } from './mock-process';
import type { SoakOptions } from './options';
import { seededRandom } from '../../mock-server/src/lib/seeded-random';
import { buildReport, type SoakReport } from './report';
import { type AcknowledgedCreate, runSession } from './session';
import { setUp } from './setup';
import { SignedInClient } from './signed-in-client';
import { emptyTally } from './tally';
import { findMissing } from './verify';

const CAPTCHA_CODE = 'soak';
/** Short, so that refreshes (due 1/3 before expiry) and expiries happen many times in a run. */
const TOKEN_TTL_SECONDS = 20;
/** After the kill is due, how long it waits for a create to be acknowledged, so it lands right after one. */
const KILL_AFTER_ACK_WAIT_MS = 2000;
const PROGRESS_EVERY_MS = 60_000;

/** Time allowed beyond the sessions' run: two starts of the mock, the setup's users, the final reads. */
export const hardStopMarginMs = (sessions: number) => 180_000 + sessions * 1000;

/** Session `index`'s own loopback address (127.1.x.y), as users come from addresses of their own. */
const localAddressOf = (index: number) => `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`;

/**
 * One soak run (see README.md, `npm run soak`): the real mock as a child process with a data
 * file in a temp dir, one user per session created by root, the sessions for `durationMs` with a
 * `kill -9` and restart of the mock halfway, then every acknowledged create read back. Bounded:
 * it gives up `hardStopMarginMs` after the sessions' time, and whatever happens the mock is killed
 * and the temp dir removed.
 */
export async function runSoak(options: SoakOptions, log: (line: string) => void = console.info): Promise<SoakReport> {
  const dir = await mkdtemp(path.join(tmpdir(), 'soak-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  process.once('exit', removeDir);
  const settings: MockSettings = {
    dataFile: path.join(dir, 'data.json'),
    jwtSecret: randomBytes(32).toString('hex'),
    captchaCode: CAPTCHA_CODE,
    tokenTtlSeconds: TOKEN_TTL_SECONDS,
  };
  const stop = new AbortController();
  const agent = new http.Agent({ keepAlive: true });
  const mocks: MockProcess[] = [];
  let hardStop: NodeJS.Timeout | undefined;
  const hardStopped = new Promise<never>((_, reject) => {
    const limitMs = options.durationMs + hardStopMarginMs(options.sessions);
    hardStop = setTimeout(() => reject(new Error(`hard stop: the run took over ${limitMs / 1000} s`)), limitMs);
  });

  const soak = async (): Promise<SoakReport> => {
    mocks.push(await MockProcess.start(settings));
    const origin = mocks[0]!.origin;
    log(`soak: mock on ${origin.href}, data in ${settings.dataFile}, seed ${options.seed}`);
    const tally = emptyTally();
    const base = { agent, origin, tally };
    const root = new SignedInClient(
      new ApiClient({ ...base, isOver: () => stop.signal.aborted }),
      ROOT_ACCOUNT,
      CAPTCHA_CODE,
    );
    const setup = await setUp(root, options.sessions);
    log(`soak: ${options.sessions} users created; sessions run for ${options.durationMs / 1000} s`);

    const endAt = Date.now() + options.durationMs;
    const sessionRun: RunContext = { ...base, isOver: () => stop.signal.aborted || Date.now() >= endAt };
    const acknowledged: AcknowledgedCreate[] = [];
    let afterAck: (() => void) | null = null;
    let restarts = 0;
    let downMs = 0;
    const sessions = setup.accounts.map((account, i) =>
      runSession({
        client: new SignedInClient(new ApiClient(sessionRun, localAddressOf(i)), account, CAPTCHA_CODE),
        random: seededRandom(options.seed + i * 0x9e3779b1),
        tally,
        isOver: sessionRun.isOver,
        restarts: () => restarts,
        rolePrefix: `soak-${i}`,
        createdRoleMenus: setup.createdRoleMenus,
        onAcknowledged: (create) => {
          acknowledged.push(create);
          afterAck?.();
        },
      }),
    );
    const killAndRestart = async () => {
      await sleep(options.durationMs / 2, undefined, { signal: stop.signal });
      await Promise.race([
        new Promise<void>((resolve) => (afterAck = resolve)),
        sleep(KILL_AFTER_ACK_WAIT_MS, undefined, { signal: stop.signal }),
      ]);
      afterAck = null;
      const downAt = Date.now();
      const killed = mocks.at(-1)!;
      await killed.kill9();
      log(`soak: kill -9 after ${acknowledged.length} acknowledged creates; restarting`);
      mocks.push(await MockProcess.start(settings, killed.port));
      downMs = Date.now() - downAt;
      restarts += 1;
      log(`soak: the mock is back after ${(downMs / 1000).toFixed(1)} s`);
    };
    const progress = setInterval(
      () => log(`soak: ${tally.requests} requests answered, ${acknowledged.length} creates acknowledged`),
      PROGRESS_EVERY_MS,
    );
    try {
      await Promise.all([...sessions, killAndRestart()]);
    } finally {
      clearInterval(progress);
    }

    log(`soak: reading back ${acknowledged.length} acknowledged creates`);
    const missingCreates = await findMissing(root, acknowledged);
    const died = await Promise.all(mocks.map((mock) => mock.diedOnItsOwn()));
    return buildReport(tally, {
      options,
      restarts,
      downMs,
      acknowledgedCreates: acknowledged.length,
      missingCreates,
      mockDied: died.find((d) => d !== null) ?? null,
    });
  };

  try {
    return await Promise.race([soak(), hardStopped]);
  } finally {
    stop.abort();
    clearTimeout(hardStop);
    agent.destroy();
    await Promise.all(mocks.map((mock) => mock.stop()));
    killAllMocks();
    await rm(dir, { recursive: true, force: true });
    process.off('exit', removeDir);
  }
}
