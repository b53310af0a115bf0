/**
 * nginx (deploy/nginx/) and the Node web server of `npm start` side by side over one site laid out
 * like the production build, in front of the real mock: every path answers with the same status,
 * caching, content encoding and security headers from both.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Server } from '@hapi/hapi';
import { createServer } from '../../mock-server/src/server';
import { type RunningNginx, startNginx } from '../../scripts/nginx/nginx-server';
import { createWebServer } from '../../scripts/serve/web-server';
import { type RawResponse, rawGet } from './support/http-get';

const COMPARED = [
  'cache-control',
  'content-encoding',
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'permissions-policy',
];

const PATHS = [
  '/',
  '/index.html',
  '/system/user?page=2',
  '/redirect/system/user.v2',
  '/js/index.0123abcd.js',
  '/js/gone.deadbeef.js',
  '/css/gone.deadbeef.css',
  '/favicon.ico',
  '/sw.js',
  '/sandbox.html',
  '/arcgis.html',
  '/arcgis.html/',
  '/api/v1/pub/login/captchaid',
  '/api/v1/pub/login/captcha?id=unknown',
];

function writeSite(root: string): void {
  chmodSync(root, 0o755);
  mkdirSync(path.join(root, 'js'));
  const script = `console.info(${JSON.stringify('x'.repeat(4000))});\n`;
  writeFileSync(path.join(root, 'index.html'), `<!doctype html><div id="root"></div>${'<!-- padding -->'.repeat(100)}`);
  writeFileSync(path.join(root, 'index.html.gz'), gzipSync('<!doctype html><div id="root"></div>'));
  writeFileSync(path.join(root, 'js', 'index.0123abcd.js'), script);
  writeFileSync(path.join(root, 'js', 'index.0123abcd.js.gz'), gzipSync(script));
  writeFileSync(path.join(root, 'js', 'index.0123abcd.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(root, 'sw.js'), "self.addEventListener('install', () => {});\n");
  writeFileSync(path.join(root, 'sandbox.html'), '<!doctype html><p>runner</p>');
  writeFileSync(path.join(root, 'arcgis.html'), '<!doctype html><div id="map"></div>');
}

/**
 * What is compared of an answer: its status and the headers both servers set alike. On an error
 * nginx sends no Cache-Control and Hapi its `no-cache`: neither keeps it, so that one is not compared.
 */
function summary(res: RawResponse): Record<string, unknown> {
  const compared = res.status >= 400 ? COMPARED.filter((name) => name !== 'cache-control') : COMPARED;
  const headers = Object.fromEntries(compared.map((name) => [name, res.headers.get(name) ?? []]));
  return {
    status: res.status,
    varyAcceptEncoding: /accept-encoding/i.test((res.headers.get('vary') ?? []).join(',')),
    ...headers,
  };
}

describe('nginx and the Node web server answer alike', () => {
  let site: string;
  let mock: Server;
  let nginx: RunningNginx;
  let web: Server;

  beforeAll(async () => {
    site = mkdtempSync(path.join(os.tmpdir(), 'parity-site-'));
    writeSite(site);
    mock = await createServer({ host: '127.0.0.1', port: 0, logRequests: false });
    await mock.start();
    nginx = await startNginx({ root: site, apiUpstream: mock.info.uri });
    web = await createWebServer({ distDir: site, apiTarget: mock.info.uri, port: 0 });
    await web.start();
  });

  afterAll(async () => {
    await web?.stop();
    await nginx?.stop();
    await mock?.stop();
    rmSync(site, { recursive: true, force: true });
  });

  // Brotli is the Node server's alone (Debian's nginx has no brotli module), so gzip is compared.
  it.each(PATHS)('%s', async (uriPath) => {
    const requests: Record<string, string>[] = [{}, { 'accept-encoding': 'gzip' }];
    for (const headers of requests) {
      const [fromNginx, fromNode] = await Promise.all([
        rawGet(`${nginx.url}${uriPath}`, headers),
        rawGet(`${web.info.uri}${uriPath}`, headers),
      ]);
      expect({ headers, ...summary(fromNode) }).toEqual({ headers, ...summary(fromNginx) });
    }
  });
});

/** An API that answers every request with the forwarding headers it was sent. */
async function startHeaderEcho(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const { 'x-forwarded-for': forwardedFor, 'x-real-ip': realIp, 'x-forwarded-proto': proto } = req.headers;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ forwardedFor, realIp, proto }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe("nginx and the Node web server tell the API the client's address alike", () => {
  let site: string;
  let api: Awaited<ReturnType<typeof startHeaderEcho>>;
  let nginx: RunningNginx;
  let web: Server;

  beforeAll(async () => {
    site = mkdtempSync(path.join(os.tmpdir(), 'parity-site-'));
    writeSite(site);
    api = await startHeaderEcho();
    nginx = await startNginx({ root: site, apiUpstream: api.url });
    web = await createWebServer({ distDir: site, apiTarget: api.url, port: 0 });
    await web.start();
  });

  afterAll(async () => {
    await web?.stop();
    await nginx?.stop();
    await api?.close();
    rmSync(site, { recursive: true, force: true });
  });

  it.each([
    [{}, { forwardedFor: '127.0.5.9', realIp: '127.0.5.9', proto: 'http' }],
    [
      { 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.8', 'x-forwarded-proto': 'https' },
      { forwardedFor: '203.0.113.7, 127.0.5.9', realIp: '127.0.5.9', proto: 'http' },
    ],
  ])(
    'sends X-Forwarded-For (the client appended), X-Real-IP and X-Forwarded-Proto for %j',
    async (headers, expected) => {
      const sent = async (base: string) =>
        JSON.parse(
          (await rawGet(`${base}/api/v1/pub/login/captchaid`, headers, '127.0.5.9')).body.toString(),
        ) as unknown;
      expect({ nginx: await sent(nginx.url), node: await sent(web.info.uri) }).toEqual({
        nginx: expected,
        node: expected,
      });
    },
  );
});
