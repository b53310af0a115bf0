import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/** The repository root. */
const ROOT = path.resolve(__dirname, '../../..');

/** A mock server running as its own process, as `npm run mock` runs it (through tsx). */
export interface SpawnedMock {
  /** The API base URL, e.g. `http://127.0.0.1:41234/api/v1`. */
  apiUrl: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout so far (the request log included). */
  stdout: () => string;
  /** Everything the process wrote to stderr so far. */
  stderr: () => string;
}

/** How the process runs, beside its environment. */
export interface SpawnOptions {
  /** Runs it as this user and group (this process must be root). */
  user?: { uid: number; gid: number };
  /** The largest file it may write, in KiB (`ulimit -f`): a disk that fills up, even for root. */
  fileSizeLimitKiB?: number;
}

/**
 * Runs `mock-server/src/index.ts` under tsx with `env` added to this process's environment (on a free
 * port unless `MOCK_PORT` is given) and resolves once it listens; rejects if it exits first, with
 * its exit code and what it wrote to stderr.
 */
export function spawnMock(env: NodeJS.ProcessEnv, options: SpawnOptions = {}): Promise<SpawnedMock> {
  // tsx's loader in this very process: the `tsx` command would put a second process under it, which a SIGKILL would orphan.
  const command = [process.execPath, '--import', 'tsx', path.join(ROOT, 'mock-server/src/index.ts')];
  // The shell sets the limit, then `exec` puts node in its place: still one process.
  const [file, ...args] =
    options.fileSizeLimitKiB === undefined
      ? command
      : ['/bin/sh', '-c', `ulimit -f ${options.fileSizeLimitKiB} && exec "$@"`, 'sh', ...command];
  const child = spawn(file!, args, {
    cwd: ROOT,
    env: { ...process.env, MOCK_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options.user,
  });
  let out = '';
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const listening = /listening on (http:\/\/\S+\/api\/v1)/.exec(out);
      if (listening) resolve({ apiUrl: listening[1]!, child, stdout: () => out, stderr: () => err });
    });
    child.once('close', (code, signal) =>
      reject(new Error(`mock exited (${code ?? signal}) before listening: ${err}`)),
    );
    // A process that never started (a binary its user may not run) closes nothing: say so now, not at the time-out.
    child.once('error', (error) => reject(new Error(`mock could not be started: ${error.message}`)));
  });
}

/** Sends SIGKILL to `mock` and resolves once the process is gone. */
export function killHard(mock: SpawnedMock): Promise<void> {
  return new Promise((resolve) => {
    if (mock.child.exitCode !== null || mock.child.signalCode !== null) return resolve();
    mock.child.once('exit', () => resolve());
    mock.child.kill('SIGKILL');
  });
}
