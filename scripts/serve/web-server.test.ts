import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createWebServer } from './web-server';
import { BROTLI_TWIN, GZIP_TWIN, SCRIPT, useWebServerFixture } from './web-server-fixture';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('createWebServer', () => {
  const fixture = useWebServerFixture();

  it('serves a hashed script with a year-long immutable cache', async () => {
    const res = await fixture.web.inject('/js/index.0123abcd.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.payload).toBe(SCRIPT);
  });

  it('sends the precompressed twin the client accepts best, as it is, varying by Accept-Encoding', async () => {
    const cases = [
      ['/js/index.0123abcd.js', 'gzip, deflate, br', 'br', BROTLI_TWIN],
      ['/js/index.0123abcd.js', 'gzip', 'gzip', GZIP_TWIN],
      ['/js/index.0123abcd.js', 'br;q=0.5, gzip', 'gzip', GZIP_TWIN],
      ['/js/only-gzip.0123abcd.js', 'br, gzip', 'gzip', GZIP_TWIN],
    ] as const;
    for (const [url, accept, encoding, body] of cases) {
      const res = await fixture.web.inject({ url, headers: { 'accept-encoding': accept } });
      expect({ url, accept, status: res.statusCode, encoding: res.headers['content-encoding'] }).toEqual({
        url,
        accept,
        status: 200,
        encoding,
      });
      const payload = encoding === 'gzip' ? gunzipSync(res.rawPayload).toString() : res.payload;
      expect(payload).toBe(body);
      expect(res.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('sends the file itself to a client that accepts no twin', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const res = await fixture.web.inject({
        url: '/js/index.0123abcd.js',
        headers: accept ? { 'accept-encoding': accept } : {},
      });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.payload).toBe(SCRIPT);
    }
  });

  /** Asserts that `url` answers the app's page, revalidated on every load. */
  async function expectAppPage(url: string) {
    const res = await fixture.web.inject(url);
    expect({ url, status: res.statusCode, cache: res.headers['cache-control'] }).toEqual({
      url,
      status: 200,
      cache: 'no-cache',
    });
    expect(res.payload).toContain('<title>app</title>');
  }

  it('falls back to index.html for an app route (history mode), never cached', async () => {
    await expectAppPage('/system/user?page=2');
  });

  it('answers 404 for a missing script instead of the page, so a chunk fails as one', async () => {
    for (const missing of [
      '/js/gone.deadbeef.js',
      '/css/gone.deadbeef.css',
      '/js/gone',
      '/favicon.ico',
      '/system/report.pdf',
    ]) {
      const res = await fixture.web.inject(missing);
      expect({ missing, status: res.statusCode }).toEqual({ missing, status: 404 });
      expect(res.payload).not.toContain('<title>app</title>');
      // Kept for a year, a 404 would outlive the deploy that brings the file.
      expect(res.headers['cache-control']).not.toContain('immutable');
    }
  });

  it('serves the app for any /redirect/ path, dots included', async () => {
    for (const route of [
      '/redirect/system/user',
      '/redirect/system/user.v2',
      '/redirect/docs/guide.html?x=1',
      '/redirect/js/x.js',
    ]) {
      await expectAppPage(route);
    }
  });

  it('serves the service worker unhashed and revalidated', async () => {
    const res = await fixture.web.inject('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('never serves a file outside the build', async () => {
    for (const url of ['/..%2f..%2fetc%2fpasswd', '/../../etc/passwd', '/js/..%2f..%2f..%2fetc%2fpasswd']) {
      const res = await fixture.web.inject(url);
      expect(res.payload).not.toContain('root:');
    }
  });

  it('proxies GET /api with its query string', async () => {
    const res = await fixture.web.inject('/api/v1/pub/login/captcha?id=abc&reload=1');
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.payload)).toMatchObject({
      method: 'get',
      path: '/api/v1/pub/login/captcha',
      query: { id: 'abc', reload: '1' },
    });
  });

  it('proxies POST /api with its body', async () => {
    const res = await fixture.web.inject({ method: 'POST', url: '/api/v1/pub/login', payload: { userName: 'root' } });
    expect(JSON.parse(res.payload)).toMatchObject({ method: 'post', body: { userName: 'root' } });
  });

  it('refuses to start without a build', async () => {
    await expect(
      createWebServer({ distDir: path.join(fixture.distDir, 'nope'), apiTarget: fixture.api.info.uri }),
    ).rejects.toThrow(/npm run build/);
  });
});
