/**
 * The product as the end-to-end tests drive it: the production build (rebuilt only when stale,
 * then served from a private copy),
 * the real mock server with a fixed captcha answer, and the production web server, both on free
 * loopback ports.
 */
import { spawn } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import type { MockConfig } from '../../../mock-server/src/config';
import { createServer } from '../../../mock-server/src/server';
import { buildIfStale } from '../../../scripts/serve/build-if-stale';
import { createWebServer } from '../../../scripts/serve/web-server';

/** The repository root. */
export const ROOT = path.resolve(__dirname, '../../..');

/** Every captcha's answer in the end-to-end runs. */
export const CAPTCHA_CODE = '1234';

/** A running mock server and web server. */
export interface Stack {
  /** Where the app is served, e.g. `http://127.0.0.1:41234`. */
  baseUrl: string;
  /** The API base URL the app calls (through the web server's proxy). */
  apiBaseUrl: string;
  mock: Server;
  /** The private copy of `dist/` the web server serves, readable by nginx's workers too. */
  distDir: string;
  stop: () => Promise<void>;
}

/**
 * Builds the app if stale and copies `dist/` to a fresh folder for the stacks to serve: another
 * run rebuilding `dist/` must not swap chunks under this one.
 */
export function snapshotDist(): string {
  buildIfStale(ROOT);
  const distDir = mkdtempSync(path.join(tmpdir(), 'e2e-dist-'));
  // nginx's workers (tests/e2e/nginx.test.ts) run as nobody when the tests run as root.
  chmodSync(distDir, 0o755);
  cpSync(path.join(ROOT, 'dist'), distDir, { recursive: true });
  return distDir;
}

/**
 * Deletes a snapshot without waiting: its thousands of files take seconds of wall clock to unlink
 * on this machine's disk (mounted with `discard`), no CPU, and nothing reads it any more.
 */
export function removeSnapshot(distDir: string): void {
  spawn('rm', ['-rf', distDir], { detached: true, stdio: 'ignore' }).unref();
}

/**
 * Builds the app if needed and starts both servers. `overrides` reach the mock's configuration;
 * by default rate limits are loose (tests log in often from one address) and scrypt is cheap.
 */
export async function startStack(overrides: Partial<MockConfig> = {}): Promise<Stack> {
  // The jest run's snapshot (`global-setup.ts`), else one of its own (the benches).
  const shared = process.env.E2E_DIST_DIR;
  const distDir = shared ?? snapshotDist();
  const mock = await createServer({
    host: '127.0.0.1',
    port: 0,
    captchaCode: CAPTCHA_CODE,
    captchaBurst: 10_000,
    captchaPerSecond: 1_000,
    loginFailuresPerAccount: 1_000,
    loginFailuresPerClient: 1_000,
    scryptCost: 1024,
    logRequests: false,
    // The web server's proxy, on the loopback: the client's address is the one it forwards.
    trustedProxies: ['127.0.0.1'],
    ...overrides,
  });
  await mock.start();
  const web = await createWebServer({ distDir, apiTarget: mock.info.uri, port: 0 });
  await web.start();
  return {
    baseUrl: web.info.uri,
    apiBaseUrl: `${web.info.uri}/api/v1`,
    mock,
    distDir,
    stop: async () => {
      await web.stop({ timeout: 1000 });
      await mock.stop({ timeout: 1000 });
      if (!shared) removeSnapshot(distDir);
    },
  };
}
