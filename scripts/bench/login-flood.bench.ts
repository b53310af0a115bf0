/**
 * What a flood of failed logins with made-up names costs the mock's memory, at the production
 * bound of its login limiters (10 000 unknown names and addresses each, plus as many locked): the
 * mock runs in a child process; 20 000 failed logins come from 200 loopback addresses (127.0.1.x,
 * each within its captcha and failure budgets), then 20 000 more from 200 others (127.0.2.x). RSS is
 * read from /proc after a full GC before, between and after: the second flood should add little,
 * as the bound holds. staff, locked by 100 wrong passwords before the floods, must still be locked
 * after them. scrypt is cheap (N = 1024) so the flood takes minutes, not hours.
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from '../../mock-server/src/server';
import {
  type FloodClient,
  floodClient,
  floodMadeUpNames,
  loopbackAddresses,
} from '../../mock-server/src/testing/login-flood';
import type { BenchResult } from './types';

const CODE = 'bench';
const MB = 1024 * 1024;

/** Resident memory of `pid`, in bytes. */
function rss(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!line) throw new Error(`no VmRSS for ${pid}`);
  return Number(line[1]) * 1024;
}

interface Mock {
  apiUrl: string;
  /** Runs a full GC in the mock, then answers its RSS. */
  settledRss: () => Promise<number>;
  stop: () => void;
}

function startMock(): Promise<Mock> {
  const child = fork(__filename, ['--serve'], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const nextMessage = () => new Promise<unknown>((resolve) => child.once('message', resolve));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the mock exited with ${code}`)));
    void nextMessage().then((apiUrl) =>
      resolve({
        apiUrl: apiUrl as string,
        settledRss: async () => {
          const done = nextMessage();
          child.send('gc');
          await done;
          return rss(child.pid!);
        },
        stop: () => child.kill(),
      }),
    );
  });
}

export async function run(): Promise<BenchResult[]> {
  const mock = await startMock();
  const clients: FloodClient[] = [];
  const client = (address: string) => {
    const made = floodClient(mock.apiUrl, address, CODE);
    clients.push(made);
    return made;
  };
  try {
    const attacker = client('127.0.3.1');
    for (let i = 0; i < 100; i += 1) await attacker.login('staff', `guess-${i}`);
    const before = await mock.settledRss();
    const first = await floodMadeUpNames(loopbackAddresses(200, 1).map(client), 100);
    const between = await mock.settledRss();
    const second = await floodMadeUpNames(loopbackAddresses(200, 2).map(client), 100);
    const after = await mock.settledRss();
    const staff = await client('127.0.3.2').login('staff', 'staff-123');
    const note = `RSS ${(before / MB).toFixed(1)} → ${(between / MB).toFixed(1)} → ${(after / MB).toFixed(1)} MB; statuses ${JSON.stringify(first)} then ${JSON.stringify(second)}; staff after: ${staff} (429 = still locked)`;
    const row = (name: string, growth: number): BenchResult => ({
      name,
      times: '20 000 failed logins, made-up names, 200 loopback addresses; mock RSS after a full GC',
      median: growth / MB,
      unit: 'MB',
      runs: 1,
      spread: [growth / MB, growth / MB],
      note,
    });
    return [
      row('login flood: RSS growth, first 20 000', between - before),
      row('login flood: RSS growth, next 20 000', after - between),
    ];
  } finally {
    clients.forEach((c) => c.close());
    mock.stop();
  }
}

if (process.argv[2] === '--serve') {
  createServer({ host: '127.0.0.1', port: 0, captchaCode: CODE, scryptCost: 1024, logRequests: false })
    .then(async (server) => {
      await server.start();
      process.on('message', () => {
        (globalThis as { gc?: () => void }).gc?.();
        process.send?.('done');
      });
      process.send?.(`${server.info.uri}/api/v1`);
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
