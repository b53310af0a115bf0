import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/** The environment of the mock under soak (the variables of README.md). */
export interface MockSettings {
  /** `MOCK_DATA_FILE`: the same file across restarts. */
  dataFile: string;
  /** `MOCK_JWT_SECRET`: the same secret across restarts, so tokens outlive a restart. */
  jwtSecret: string;
  /** `MOCK_CAPTCHA_CODE`. */
  captchaCode: string;
  /** `MOCK_TOKEN_TTL`. */
  tokenTtlSeconds: number;
}

const REPO_ROOT = path.resolve(__dirname, '../..');
const START_TIMEOUT_MS = 60_000;
/** How much of the mock's output is kept to explain an early death. */
const TAIL_CHARS = 2000;

/** Every mock still running, killed when this process exits however it exits. */
const running = new Set<ChildProcess>();
/** SIGKILLs every mock this process started that still runs. */
export function killAllMocks(): void {
  for (const child of running) child.kill('SIGKILL');
}
process.on('exit', killAllMocks);

/**
 * The real mock server (`mock-server/src/index.ts`) as a child process on a loopback port. It runs
 * under `node --import tsx` rather than the `tsx` command: that command keeps the server in a
 * grandchild process, which a SIGKILL of the child would leave running.
 */
export class MockProcess {
  private tail = '';
  private killedOnPurpose = false;
  private readonly exited: Promise<string>;

  private constructor(
    private readonly child: ChildProcess,
    /** `http://127.0.0.1:<port>` */
    readonly origin: URL,
  ) {
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        running.delete(child);
        resolve(signal ? `signal ${signal}` : `exit code ${code}`);
      });
    });
    child.stdout?.on('data', (chunk: Buffer) => this.keep(chunk));
    child.stderr?.on('data', (chunk: Buffer) => this.keep(chunk));
  }

  /** Starts the mock on `port` (0: a free one) and resolves once it listens. */
  static start(settings: MockSettings, port = 0): Promise<MockProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/src/index.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        MOCK_HOST: '127.0.0.1',
        MOCK_PORT: String(port),
        MOCK_DATA_FILE: settings.dataFile,
        MOCK_JWT_SECRET: settings.jwtSecret,
        MOCK_CAPTCHA_CODE: settings.captchaCode,
        MOCK_TOKEN_TTL: String(settings.tokenTtlSeconds),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    return new Promise((resolve, reject) => {
      let output = '';
      const fail = (why: string) => {
        clearTimeout(timer);
        child.kill('SIGKILL');
        reject(new Error(`the mock did not start (${why}): ${output.slice(-TAIL_CHARS)}`));
      };
      const timer = setTimeout(() => fail(`no "listening" line in ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
      const onExit = (code: number | null, signal: string | null) =>
        fail(signal ? `signal ${signal}` : `exit code ${code}`);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const listening = /listening on (http:\/\/127\.0\.0\.1:\d+)\/api\/v1/.exec(output);
        if (!listening?.[1]) return;
        clearTimeout(timer);
        child.off('exit', onExit);
        child.stdout?.off('data', onData);
        child.stderr?.off('data', onData);
        resolve(new MockProcess(child, new URL(listening[1])));
      };
      child.once('exit', onExit);
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
    });
  }

  private keep(chunk: Buffer): void {
    this.tail = (this.tail + chunk.toString()).slice(-TAIL_CHARS);
  }

  /** The port it listens on. */
  get port(): number {
    return Number(this.origin.port);
  }

  /** `kill -9`; resolves once it is gone. */
  async kill9(): Promise<void> {
    this.killedOnPurpose = true;
    this.child.kill('SIGKILL');
    await this.exited;
  }

  /** Stops it (SIGTERM, then SIGKILL after 5 s); resolves once it is gone. */
  async stop(): Promise<void> {
    this.killedOnPurpose = true;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await this.exited;
    clearTimeout(timer);
  }

  /** Null while it runs or when the run stopped it; otherwise how it ended and its last output. */
  async diedOnItsOwn(): Promise<string | null> {
    if (this.killedOnPurpose || (this.child.exitCode === null && this.child.signalCode === null)) return null;
    return `${await this.exited}: ${this.tail.trim().split('\n').slice(-5).join(' | ')}`;
  }
}
