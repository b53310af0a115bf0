/**
 * The Node web server sends what nginx sends (deploy/nginx/, read through nginx-site.ts): the app's
 * policy and the common headers on every kind of answer, the runner's and the ArcGIS page's own
 * policies on those two documents, and the API's own security headers replaced.
 */
import { themeBootScript } from '@/features/preferences';
import { cspHashSource } from '../build/theme-boot';
import { headersFor, loadSite } from './nginx-site';
import { useWebServerFixture } from './web-server-fixture';

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
  const fixture = useWebServerFixture();

  it('gives the app, its assets, its errors and the API the app’s strict policy', async () => {
    const appPolicy = nginxHeaders('/', 200)['content-security-policy'];
    expect(appPolicy).toContain(`script-src 'self' ${cspHashSource(themeBootScript())};`);
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
      const res = await fixture.web.inject(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status });
      const expected = nginxHeaders(new URL(url, 'http://x').pathname, status);
      expect(Object.keys(expected)).toEqual(
        expect.arrayContaining([
          'content-security-policy',
          'x-content-type-options',
          'x-frame-options',
          'referrer-policy',
        ]),
      );
      for (const [name, value] of Object.entries(expected))
        expect({ url, name, value: res.headers[name] }).toEqual({ url, name, value });
      expect(res.headers['content-security-policy']).toBe(appPolicy);
    }
  });

  it('gives the code-sandbox runner and the ArcGIS page the policies nginx gives them', async () => {
    for (const [url, marker] of [
      ['/sandbox.html', 'sandbox allow-scripts'],
      ['/arcgis.html', "'wasm-unsafe-eval'"],
    ] as const) {
      const res = await fixture.web.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBe(nginxHeaders(url, 200)['content-security-policy']);
      expect(res.headers['content-security-policy']).toContain(marker);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps the headers on an answer Hapi refuses itself', async () => {
    const res = await fixture.web.inject({ method: 'DELETE', url: '/index.html' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
