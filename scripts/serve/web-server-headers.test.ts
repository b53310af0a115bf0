/**
 * The Node web server sends what nginx sends (deploy/nginx/, read through nginx-site.ts): the app's
 * policy and the common headers on every kind of answer, the runner's and the ArcGIS page's own
 * policies on those two documents, and the API's own security headers replaced.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Hapi from '@hapi/hapi';
import type { Server } from '@hapi/hapi';
import { headersFor, loadSite } from './nginx-site';
import { createWebServer } from './web-server';

const site = loadSite();

/** What nginx adds for `uriPath` answered with `status`, by lower-cased name. */
function nginxHeaders(uriPath: string, status: number): Record<string, string> {
  const location = site.match(uriPath);
  if (!location) throw new Error(`no location for ${uriPath}`);
  return Object.fromEntries(
    headersFor(location, status)
      .filter((rule) => rule.name.toLowerCase() !== 'cache-control')
      .map((rule) => [rule.name.toLowerCase(), rule.value]),
  );
}

describe('the web server’s security headers', () => {
  let distDir: string;
  let api: Server;
  let web: Server;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'web-server-headers-'));
    mkdirSync(path.join(distDir, 'js'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(distDir, 'js', 'index.0123abcd.js'), 'console.info("app")');
    writeFileSync(path.join(distDir, 'sandbox.html'), '<!doctype html><p>runner</p>');
    writeFileSync(path.join(distDir, 'arcgis.html'), '<!doctype html><div id="map"></div>');
    api = Hapi.server({ host: '127.0.0.1', port: 0 });
    api.route({
      method: 'GET',
      path: '/api/v1/{rest*}',
      handler: (_request, h) => h.response({ ok: true }).header('content-security-policy', 'default-src *').header('x-frame-options', 'ALLOWALL'),
    });
    await api.start();
    web = await createWebServer({ distDir, apiTarget: api.info.uri, port: 0 });
  });

  afterAll(async () => {
    await api.stop();
    await web.stop();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('gives the app, its assets, its errors and the API the app’s strict policy', async () => {
    const appPolicy = nginxHeaders('/', 200)['content-security-policy'];
    expect(appPolicy).toContain("script-src 'self';");
    expect(appPolicy).not.toContain('unsafe-inline');
    expect(appPolicy).not.toMatch(/font-src[^;]*data:/);
    for (const [url, status] of [
      ['/', 200],
      ['/system/user', 200],
      ['/redirect/system/user.v2', 200],
      ['/js/index.0123abcd.js', 200],
      ['/js/gone.deadbeef.js', 404],
      ['/api/v1/pub/login/captchaid', 200],
    ] as const) {
      const res = await web.inject(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status });
      const expected = nginxHeaders(new URL(url, 'http://x').pathname, status);
      expect(Object.keys(expected)).toEqual(expect.arrayContaining(['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy']));
      for (const [name, value] of Object.entries(expected)) expect({ url, name, value: res.headers[name] }).toEqual({ url, name, value });
      expect(res.headers['content-security-policy']).toBe(appPolicy);
    }
  });

  it('gives the code-sandbox runner and the ArcGIS page the policies nginx gives them', async () => {
    for (const [url, marker] of [
      ['/sandbox.html', 'sandbox allow-scripts'],
      ['/arcgis.html', "'wasm-unsafe-eval'"],
    ] as const) {
      const res = await web.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBe(nginxHeaders(url, 200)['content-security-policy']);
      expect(res.headers['content-security-policy']).toContain(marker);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps the headers on an answer Hapi refuses itself', async () => {
    const res = await web.inject({ method: 'DELETE', url: '/index.html' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
