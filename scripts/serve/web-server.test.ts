import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Hapi from '@hapi/hapi';
import type { Server } from '@hapi/hapi';
import { createWebServer } from './web-server';

describe('createWebServer', () => {
  let distDir: string;
  let api: Server;
  let web: Server;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'web-server-test-'));
    mkdirSync(path.join(distDir, 'js'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(distDir, 'js', 'index.0123abcd.js'), 'console.info("app")');
    writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');

    api = Hapi.server({ host: '127.0.0.1', port: 0 });
    api.route({
      method: ['GET', 'POST'],
      path: '/api/v1/{rest*}',
      handler: (request) => ({ method: request.method, path: request.path, query: request.query, body: request.payload ?? null }),
    });
    await api.start();
    web = await createWebServer({ distDir, apiTarget: api.info.uri, port: 0 });
  });

  afterAll(async () => {
    await api.stop();
    await web.stop();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves a hashed script with a year-long immutable cache', async () => {
    const res = await web.inject('/js/index.0123abcd.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.payload).toContain('console.info');
  });

  it('falls back to index.html for an app route (history mode), never cached', async () => {
    const res = await web.inject('/system/user?page=2');
    expect(res.statusCode).toBe(200);
    expect(res.payload).toContain('<title>app</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing script instead of the page, so a chunk fails as one', async () => {
    const res = await web.inject('/js/gone.deadbeef.js');
    expect(res.statusCode).toBe(404);
  });

  it('serves the service worker unhashed and revalidated', async () => {
    const res = await web.inject('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('never serves a file outside the build', async () => {
    const res = await web.inject('/..%2f..%2fetc%2fpasswd');
    expect(res.payload).not.toContain('root:');
  });

  it('proxies GET /api with its query string', async () => {
    const res = await web.inject('/api/v1/pub/login/captcha?id=abc&reload=1');
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.payload)).toMatchObject({ method: 'get', path: '/api/v1/pub/login/captcha', query: { id: 'abc', reload: '1' } });
  });

  it('proxies POST /api with its body', async () => {
    const res = await web.inject({ method: 'POST', url: '/api/v1/pub/login', payload: { userName: 'root' } });
    expect(JSON.parse(res.payload)).toMatchObject({ method: 'post', body: { userName: 'root' } });
  });

  it('refuses to start without a build', async () => {
    await expect(createWebServer({ distDir: path.join(distDir, 'nope'), apiTarget: api.info.uri })).rejects.toThrow(/npm run build/);
  });
});
