/**
 * `npm start`: the whole product on one machine. Builds the web app if `dist/` is stale, starts
 * the mock server (`MOCK_HOST`:`MOCK_PORT`, 127.0.0.1:10088) and serves the built app with `/api`
 * proxied to it (`HOST`:`PORT`, 127.0.0.1:8080).
 */
import path from 'node:path';
import { start as startMock } from '../mock-server/src/index';
import { buildIfStale } from './serve/build-if-stale';
import { createWebServer } from './serve/web-server';

const root = path.resolve(__dirname, '..');

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return value;
}

async function main(): Promise<void> {
  buildIfStale(root);
  const mock = await startMock();
  const web = await createWebServer({
    distDir: path.join(root, 'dist'),
    apiTarget: mock.info.uri,
    host: process.env.HOST || '127.0.0.1',
    port: port('PORT', 8080),
  });
  await web.start();
  console.info(`web: the app is on ${web.info.uri} (API proxied to ${mock.info.uri})`);

  const stop = async () => {
    await web.stop({ timeout: 2000 });
    await mock.stop({ timeout: 2000 });
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(`start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
