/**
 * The real nginx configuration on loopback in front of the real mock server, over a site root
 * laid out like the production build: cache headers per path, the history-mode fallback, gzip,
 * and the security headers on every kind of answer. Plain HTTP, no browser.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import { createServer } from '../../mock-server/src/server';
import { type RunningNginx, startNginx } from '../../scripts/nginx/nginx-server';
import { cspHashSource } from '../../scripts/build/theme-boot';
import { themeBootScript } from '@/features/preferences';
import { rawGet, type RawResponse, single } from './support/http-get';

const INDEX_HTML =
  '<!doctype html><html><head><script defer src="/js/index.0123abcd.js"></script></head><body><div id="root"></div></body></html>';
const HASHED_JS = '/js/index.0123abcd.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function writeSite(root: string): void {
  // nginx's workers run as nobody when the tests run as root.
  chmodSync(root, 0o755);
  mkdirSync(path.join(root, 'js'));
  mkdirSync(path.join(root, 'css'));
  writeFileSync(path.join(root, 'index.html'), INDEX_HTML);
  writeFileSync(
    path.join(root, 'arcgis.html'),
    '<!doctype html><div id="map"></div><script defer src="/js/arcgis.0123abcd.js"></script>',
  );
  writeFileSync(path.join(root, 'sandbox.html'), '<!doctype html><script>parent.postMessage("ready", "*")</script>');
  writeFileSync(path.join(root, 'sw.js'), "self.addEventListener('install', () => {});\n");
  // Past gzip_min_length, so compression shows.
  writeFileSync(path.join(root, HASHED_JS), `console.info(${JSON.stringify('x'.repeat(4000))});\n`);
  writeFileSync(path.join(root, 'css', 'index.89abcdef.css'), 'body { margin: 0 }\n');
  // A precompressed twin told apart from nginx's own gzip by its content.
  writeFileSync(path.join(root, 'js', 'twin.0123abcd.js'), `console.info(${JSON.stringify('y'.repeat(4000))});\n`);
  writeFileSync(path.join(root, 'js', 'twin.0123abcd.js.gz'), gzipSync('console.info("the build\'s twin");'));
}

/** The one Content-Security-Policy of an answer, by directive. */
function policy(res: RawResponse): Map<string, string> {
  return new Map(
    single(res, 'content-security-policy')
      .split(';')
      .map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

/** What the app's policy and the ArcGIS page's both lock down. */
const LOCKED_DOWN = { 'default-src': "'self'", 'object-src': "'none'", 'base-uri': "'none'" };

/** Compares the headers `expected` names, each sent once, as one object. */
function expectHeaders(res: RawResponse, expected: Record<string, string>): void {
  expect(Object.fromEntries(Object.keys(expected).map((name) => [name, single(res, name)]))).toEqual(expected);
}

function expectSecurityHeaders(res: RawResponse): void {
  expect(Object.fromEntries(policy(res))).toMatchObject({
    ...LOCKED_DOWN,
    'frame-ancestors': "'none'",
    // The app's own files, and the theme's boot script in the page's head by its hash.
    'script-src': `'self' ${cspHashSource(themeBootScript())}`,
    'style-src': "'self'",
    'font-src': "'self'",
    'img-src': expect.stringContaining('data:'),
  });
  expectHeaders(res, {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'x-frame-options': 'DENY',
  });
}

describe('nginx in front of the build and the mock', () => {
  let site: string;
  let mock: Server;
  let nginx: RunningNginx;

  beforeAll(async () => {
    site = mkdtempSync(path.join(os.tmpdir(), 'site-'));
    writeSite(site);
    mock = await createServer({ host: '127.0.0.1', port: 0 });
    await mock.start();
    nginx = await startNginx({ root: site, apiUpstream: mock.info.uri });
  });

  afterAll(async () => {
    await nginx?.stop();
    await mock?.stop();
    rmSync(site, { recursive: true, force: true });
  });

  it.each([
    ['index.html', '/'],
    ['a client-side route (history mode)', '/system/user?page=2'],
  ])('answers %s with index.html, uncached and with the security headers', async (_name, route) => {
    const res = await rawGet(`${nginx.url}${route}`);
    expect(res.status).toBe(200);
    expect(single(res, 'content-type')).toMatch(/^text\/html/);
    expect(res.body.toString()).toBe(INDEX_HTML);
    expect(single(res, 'cache-control')).toBe('no-cache');
    expectSecurityHeaders(res);
  });

  it('never caches the service worker', async () => {
    const res = await rawGet(`${nginx.url}/sw.js`);
    expect(res.status).toBe(200);
    expect(single(res, 'content-type')).toBe('application/javascript');
    expect(single(res, 'cache-control')).toBe('no-cache');
    expectSecurityHeaders(res);
  });

  it('serves the code-sandbox runner under its own sandboxing policy, framable by the app only', async () => {
    const res = await rawGet(`${nginx.url}/sandbox.html`);
    expect(res.status).toBe(200);
    expect(Object.fromEntries(policy(res))).toMatchObject({
      sandbox: 'allow-scripts',
      'default-src': "'none'",
      'frame-ancestors': "'self'",
    });
    expectHeaders(res, {
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-cache',
    });
  });

  it('serves the ArcGIS map page under its own policy: eval and WebAssembly allowed, framable by the app only', async () => {
    const res = await rawGet(`${nginx.url}/arcgis.html`);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('<div id="map">');
    expect(Object.fromEntries(policy(res))).toMatchObject({
      ...LOCKED_DOWN,
      'script-src': "'self' 'unsafe-eval' 'wasm-unsafe-eval'",
      'worker-src': "'self' blob:",
      'connect-src': "'self'",
      'frame-ancestors': "'self'",
    });
    expect(policy(res).has('sandbox')).toBe(false);
    expectHeaders(res, {
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'cache-control': 'no-cache',
    });
  });

  it('keeps the app’s policy everywhere else, on the ArcGIS page’s scripts and on look-alike paths', async () => {
    for (const other of [
      '/arcgis.html/',
      '/arcgis.htm',
      '/maps-page/arcgis',
      '/arcgis/assets/esri/core/workers/RemoteClient.js',
    ]) {
      const res = await rawGet(`${nginx.url}${other}`);
      expectSecurityHeaders(res);
      expect(single(res, 'content-security-policy')).not.toContain('unsafe-eval');
    }
  });

  it('caches hashed scripts and styles for a year, immutable, gzipped on request', async () => {
    const js = await rawGet(`${nginx.url}${HASHED_JS}`, { 'accept-encoding': 'gzip' });
    expect(js.status).toBe(200);
    expect(single(js, 'cache-control')).toBe(IMMUTABLE);
    expect(single(js, 'content-encoding')).toBe('gzip');
    expect(single(js, 'vary')).toBe('Accept-Encoding');
    expectSecurityHeaders(js);
    const css = await rawGet(`${nginx.url}/css/index.89abcdef.css`);
    expect(single(css, 'cache-control')).toBe(IMMUTABLE);
    expect(single(css, 'content-type')).toBe('text/css');
  });

  it('serves the build’s gzip twin as it is (gzip_static)', async () => {
    const res = await rawGet(`${nginx.url}/js/twin.0123abcd.js`, { 'accept-encoding': 'gzip' });
    expect(single(res, 'content-encoding')).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe('console.info("the build\'s twin");');
    expect(single(res, 'cache-control')).toBe(IMMUTABLE);
    expectSecurityHeaders(res);
  });

  it('answers any /redirect/ path with the app, dots included', async () => {
    for (const route of ['/redirect/system/user', '/redirect/system/user.v2', '/redirect/js/x.js']) {
      const res = await rawGet(`${nginx.url}${route}`);
      expect({ route, status: res.status }).toEqual({ route, status: 200 });
      expect(res.body.toString()).toBe(INDEX_HTML);
      expect(single(res, 'cache-control')).toBe('no-cache');
      expectSecurityHeaders(res);
    }
  });

  it('answers a missing file-like path with 404, not the app', async () => {
    for (const missing of ['/favicon.ico', '/system/report.pdf', '/css/gone.deadbeef.css']) {
      const res = await rawGet(`${nginx.url}${missing}`);
      expect({ missing, status: res.status }).toEqual({ missing, status: 404 });
      expect(res.body.toString()).not.toContain('<div id="root">');
      expectSecurityHeaders(res);
    }
  });

  it('answers a missing chunk with 404, not index.html, so the app sees a ChunkLoadError', async () => {
    const res = await rawGet(`${nginx.url}/js/gone.ffffffff.js`);
    expect(res.status).toBe(404);
    // Kept for a year, a 404 would outlive the deploy that brings the file.
    expect(res.headers.get('cache-control') ?? []).not.toContain(IMMUTABLE);
    expect(res.body.toString()).not.toContain('<div id="root">');
    expectSecurityHeaders(res);
  });

  it('proxies /api/ to the API with this server’s security headers only', async () => {
    const res = await rawGet(`${nginx.url}/api/v1/pub/login/captchaid`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString())).toEqual({ captchaId: expect.any(String) });
    expectSecurityHeaders(res);
  });

  it('passes the API’s error answers through unchanged', async () => {
    const res = await rawGet(`${nginx.url}/api/v1/pub/login/captcha?id=unknown`);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body.toString())).toEqual({
      error: { code: 404, reason: 'captcha_expired', message: expect.any(String) },
    });
    expectSecurityHeaders(res);
  });
});
