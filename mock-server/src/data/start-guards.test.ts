/**
 * The real mock process at start: one mock per data file (a lock file beside it), and a data file
 * it cannot write stops the start instead of failing every login after "listening".
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { killHard, spawnMock, type SpawnedMock, type SpawnOptions } from '../testing/spawned-mock';

jest.setTimeout(120_000);

let dir = '';
let file = '';
const running: SpawnedMock[] = [];
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-start-'));
  file = path.join(dir, 'data.json');
});
afterEach(async () => {
  await Promise.all(running.splice(0).map(killHard));
  fs.chmodSync(dir, 0o700);
  fs.rmSync(dir, { recursive: true, force: true });
});

async function start(options?: SpawnOptions): Promise<SpawnedMock> {
  const mock = await spawnMock(
    { MOCK_DATA_FILE: file, MOCK_JWT_SECRET: 'start-guards-secret-of-at-least-32-bytes' },
    options,
  );
  running.push(mock);
  return mock;
}

/** Why the start failed: the rejection of `start`, which carries the exit code and stderr. */
const failure = (options?: SpawnOptions) =>
  start(options).then(
    () => 'it started',
    (error: Error) => error.message,
  );

/** Sends `signal` and resolves with the exit code once the process is gone. */
const stop = (mock: SpawnedMock, signal: NodeJS.Signals) =>
  new Promise<number | null>((resolve) => {
    mock.child.once('exit', (code) => resolve(code));
    mock.child.kill(signal);
  });

/** The pid of a process that has exited (and been reaped): no process has it now. */
const deadPid = () =>
  new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['-e', '']);
    child.once('exit', () => resolve(child.pid!));
  });

describe('one mock per data file', () => {
  it('refuses a second mock on the same file, naming the file and the process that holds it', async () => {
    const first = await start();
    expect(fs.readFileSync(`${file}.lock`, 'utf8').trim()).toBe(String(first.child.pid));
    const message = await failure();
    expect(message).toMatch(/^mock exited \(1\) before listening/);
    expect(message).toContain(`mock data file ${file} is in use by process ${first.child.pid}`);
    // The first one goes on, with its lock.
    expect((await fetch(`${first.apiUrl}/pub/login/captchaid`)).status).toBe(200);
    expect(fs.readFileSync(`${file}.lock`, 'utf8').trim()).toBe(String(first.child.pid));
  });

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'releases the lock when stopped with %s, so the next mock starts',
    async (signal) => {
      const first = await start();
      expect(await stop(first, signal)).toBe(0);
      expect(fs.existsSync(`${file}.lock`)).toBe(false);
      await start();
    },
  );

  it('takes over the lock of a process that is gone: a stale pid, or a mock killed with SIGKILL', async () => {
    await start().then(killHard);
    expect(fs.existsSync(`${file}.lock`)).toBe(true);
    const second = await start();
    expect(fs.readFileSync(`${file}.lock`, 'utf8').trim()).toBe(String(second.child.pid));
    await killHard(second);

    const gone = await deadPid();
    fs.writeFileSync(`${file}.lock`, `${gone}\n`);
    const third = await start();
    expect(fs.readFileSync(`${file}.lock`, 'utf8').trim()).toBe(String(third.child.pid));
  });
});

describe('a data file the mock cannot write', () => {
  it('stops the start on a full disk, naming the file, though the file reads well', async () => {
    await start().then((mock) => stop(mock, 'SIGTERM'));
    // The seed is some 25 KB; the lock file a few bytes.
    const message = await failure({ fileSizeLimitKiB: 4 });
    expect(message).toMatch(/^mock exited \(1\) before listening/);
    expect(message).toContain(`mock data file ${file} cannot be written`);
  });

  it('stops the start in a read-only directory, naming the file', async () => {
    await start().then((mock) => stop(mock, 'SIGTERM'));
    fs.chmodSync(file, 0o644);
    fs.chmodSync(dir, 0o555);
    // Root writes whatever the mode says: the mock runs as an unprivileged user then.
    const message = await failure(process.getuid?.() === 0 ? { user: { uid: 65534, gid: 65534 } } : {});
    expect(message).toMatch(/^mock exited \(1\) before listening/);
    expect(message).toContain(`mock data file ${file} cannot be locked: EACCES`);
  });
});
