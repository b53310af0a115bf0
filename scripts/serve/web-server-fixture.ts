/**
 * For the web server's tests: a build-like site (hashed script with precompressed twins, service
 * worker, the runner and ArcGIS pages) and an echoing API that sends security headers of its own,
 * served by {@link createWebServer}.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import Hapi from '@hapi/hapi';
import type { Server } from '@hapi/hapi';
import { createWebServer } from './web-server';

/** The hashed script's content, big enough to be worth compressing. */
export const SCRIPT = `console.info(${JSON.stringify('app '.repeat(1000))});`;
/** What the gzip twins decode to and the brotli twin holds: told apart from an on-the-fly compression. */
export const GZIP_TWIN = 'console.info("gzip twin")';
export const BROTLI_TWIN = 'brotli twin';

/** The running fixture; fields are set once `beforeAll` has run. */
export interface WebServerFixture {
  web: Server;
  api: Server;
  distDir: string;
}

function writeSite(distDir: string): void {
  mkdirSync(path.join(distDir, 'js'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(distDir, 'js', 'index.0123abcd.js'), SCRIPT);
  writeFileSync(path.join(distDir, 'js', 'index.0123abcd.js.gz'), gzipSync(GZIP_TWIN));
  writeFileSync(path.join(distDir, 'js', 'index.0123abcd.js.br'), BROTLI_TWIN);
  writeFileSync(path.join(distDir, 'js', 'only-gzip.0123abcd.js'), SCRIPT);
  writeFileSync(path.join(distDir, 'js', 'only-gzip.0123abcd.js.gz'), gzipSync(GZIP_TWIN));
  writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(distDir, 'sandbox.html'), '<!doctype html><script>parent.postMessage("ready", "*")</script>');
  writeFileSync(path.join(distDir, 'arcgis.html'), '<!doctype html><div id="map"></div>');
}

/** Starts the API and the web server over a fresh site before the file's tests; stops both after. */
export function useWebServerFixture(): WebServerFixture {
  const fixture = {} as WebServerFixture;
  beforeAll(async () => {
    fixture.distDir = mkdtempSync(path.join(tmpdir(), 'web-server-test-'));
    writeSite(fixture.distDir);
    fixture.api = Hapi.server({ host: '127.0.0.1', port: 0 });
    fixture.api.route({
      method: ['GET', 'POST'],
      path: '/api/v1/{rest*}',
      handler: (request, h) =>
        h
          .response({ method: request.method, path: request.path, query: request.query, body: request.payload ?? null })
          // An API's own policy must not reach the browser beside the server's.
          .header('content-security-policy', 'default-src *')
          .header('x-frame-options', 'ALLOWALL'),
    });
    await fixture.api.start();
    fixture.web = await createWebServer({ distDir: fixture.distDir, apiTarget: fixture.api.info.uri, port: 0 });
  });
  afterAll(async () => {
    await fixture.api?.stop();
    await fixture.web?.stop();
    rmSync(fixture.distDir, { recursive: true, force: true });
  });
  return fixture;
}
