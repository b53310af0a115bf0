/**
 * `npm start`: the whole product on one machine. Builds the web app if `dist/` is stale, starts
 * the mock server (`MOCK_HOST`:`MOCK_PORT`, 127.0.0.1:10088) and serves the built app with `/api`
 * proxied to it (`HOST`:`PORT`, 127.0.0.1:8080).
 *
 * `npm run preview` (`--preview`): the same, serving `dist/` as it was last built, without building.
 *
 * `npm run dev` (`--dev`): the same mock server beside rsbuild's dev server on `PORT`, whose own
 * proxy (rsbuild.config.ts) sends `/api` to the mock.
 *
 * Each prints, once the app answers, its URL, the seeded accounts and the captcha mode.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import { start as startMock } from '../mock-server/src/index';
import { buildIfStale, isBuildStale } from './serve/build-if-stale';
import { envPort } from './serve/env-port';
import { readyBanner, waitUntilAnswers } from './serve/ready-banner';
import { createWebServer } from './serve/web-server';

const root = path.resolve(__dirname, '..');

/**
 * Where the web server's proxy reaches the mock from (both on the loopback): the mock takes the
 * client's address from its X-Forwarded-For, or every browser would be one client to the limits.
 * A MOCK_TRUSTED_PROXIES of the operator's own wins.
 */
const WEB_SERVER_ADDRESSES = ['127.0.0.1', '::1'];

/** How long the dev server's first compile may take before the banner gives up waiting for it. */
const DEV_READY_TIMEOUT_MS = 300_000;

function printBanner(mock: Server, url: string): void {
  const { captchaCode, dataFile } = mock.app.mock.config;
  console.info(readyBanner({ url, captchaCode, dataFile }).join('\n'));
}

function onSignal(stop: () => Promise<void>): void {
  const handler = () => {
    stop()
      .catch((error: unknown) => console.error(error))
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
}

async function serveProduction(mock: Server): Promise<void> {
  const web = await createWebServer({
    distDir: path.join(root, 'dist'),
    apiTarget: mock.info.uri,
    host: process.env.HOST || '127.0.0.1',
    port: envPort('PORT', 8080),
  });
  await web.start();
  console.info(`web: the app is on ${web.info.uri} (API proxied to ${mock.info.uri})`);
  printBanner(mock, web.info.uri);
  onSignal(async () => {
    await web.stop({ timeout: 2000 });
    await mock.stop({ timeout: 2000 });
  });
}

function serveDevelopment(mock: Server): void {
  const env = { ...process.env, MOCK_HOST: mock.info.host, MOCK_PORT: String(mock.info.port) };
  const dev = spawn(path.join(root, 'node_modules', '.bin', 'rsbuild'), ['dev'], { cwd: root, env, stdio: 'inherit' });
  dev.on('exit', (code) => {
    void mock.stop({ timeout: 2000 }).finally(() => process.exit(code ?? 0));
  });
  onSignal(async () => {
    dev.kill('SIGTERM');
    await mock.stop({ timeout: 2000 });
  });
  // rsbuild.config.ts reads the same HOST and PORT, and holds to that port (strictPort).
  const url = `http://${process.env.HOST ?? '127.0.0.1'}:${envPort('PORT', 8080)}`;
  // The dev server answers its first page once the first compile is done.
  waitUntilAnswers(`${url}/`, DEV_READY_TIMEOUT_MS).then(
    () => printBanner(mock, url),
    (error: unknown) => console.warn(`dev: ${(error as Error).message}`),
  );
}

/** `--preview`: serves `dist/` as it is; says so when it is missing or older than its sources. */
function checkPreviewBuild(): void {
  if (!existsSync(path.join(root, 'dist', 'index.html')))
    throw new Error('no build in dist/ to preview: run npm run build first');
  if (isBuildStale(root))
    console.warn('preview: dist/ is older than its sources (npm run build, or npm start, builds it again)');
}

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  if (process.argv.includes('--preview')) checkPreviewBuild();
  else if (!dev) buildIfStale(root);
  const mock = await startMock(dev || process.env.MOCK_TRUSTED_PROXIES ? {} : { trustedProxies: WEB_SERVER_ADDRESSES });
  if (dev) serveDevelopment(mock);
  else await serveProduction(mock);
}

main().catch((error: unknown) => {
  console.error(`start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
