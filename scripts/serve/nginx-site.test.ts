import { themeBootScript } from '@/features/preferences';
import { cspHashSource } from '../build/theme-boot';
import { headersFor, loadSite, parseSite, type NginxSite } from './nginx-site';

const TEMPLATE = `server {
    listen 80;
    location ~ ^/(?:js|css)/ { try_files $uri =404; add_header Cache-Control "immutable" always; include snippets/app.conf; }
    location = /runner.html { add_header Content-Security-Policy "runner"; }
    location ^~ /redirect/ { try_files /index.html =404; include snippets/app.conf; }
    location ~ \\.[^/]*$ { try_files $uri =404; include snippets/app.conf; }
    location /api/ { proxy_pass \${API_UPSTREAM}; include snippets/app.conf; }
    location / { try_files $uri /index.html; include snippets/app.conf; }
}`;
const SNIPPETS: Record<string, string> = {
  'snippets/app.conf': 'include snippets/common.conf;\nadd_header Content-Security-Policy "app" always;',
  'snippets/common.conf': 'add_header X-Content-Type-Options "nosniff" always;',
};

function site(): NginxSite {
  return parseSite(TEMPLATE, (file) => {
    const text = SNIPPETS[file];
    if (text === undefined) throw new Error(`no ${file}`);
    return text;
  });
}

describe('parseSite', () => {
  it('picks locations in nginx’s order: exact, ^~ prefix, first regex, longest prefix', () => {
    const { match } = site();
    const pattern = (p: string) => match(p)?.pattern;
    expect(pattern('/runner.html')).toBe('/runner.html');
    expect(pattern('/runner.html/')).toBe('/');
    expect(pattern('/redirect/user.v2')).toBe('/redirect/');
    expect(pattern('/js/app.js')).toBe('^/(?:js|css)/');
    expect(pattern('/favicon.ico')).toBe('\\.[^/]*$');
    expect(pattern('/api/v1/x')).toBe('/api/');
    expect(pattern('/system/user')).toBe('/');
  });

  it('gives each location its headers, includes expanded in place, and its try_files', () => {
    const js = site().match('/js/app.js');
    expect(js?.headers).toEqual([
      { name: 'Cache-Control', value: 'immutable', always: true },
      { name: 'X-Content-Type-Options', value: 'nosniff', always: true },
      { name: 'Content-Security-Policy', value: 'app', always: true },
    ]);
    expect(js?.tryFiles).toEqual(['$uri', '=404']);
    expect(site().match('/api/x')?.proxied).toBe(true);
  });

  it('sends a header without always on successes and redirects only, as nginx does', () => {
    const runner = site().match('/runner.html');
    if (!runner) throw new Error('no location');
    expect(headersFor(runner, 200).map((h) => h.value)).toEqual(['runner']);
    expect(headersFor(runner, 304).map((h) => h.value)).toEqual(['runner']);
    expect(headersFor(runner, 404)).toEqual([]);
  });

  it('refuses a template whose headers would not reach the locations', () => {
    expect(() => parseSite('server { add_header X "y"; location / { } }', () => '')).toThrow('add_header');
    expect(() => parseSite('http { }', () => '')).toThrow('no server block');
    expect(() => parseSite('server { location ~~ / { } }', () => '')).toThrow('unknown location modifier');
  });
});

describe('loadSite (deploy/nginx/)', () => {
  const real = loadSite();
  const csp = (uriPath: string, status = 200) =>
    headersFor(
      real.match(uriPath) ?? { modifier: '', pattern: '', headers: [], tryFiles: [], proxied: false },
      status,
    ).find((h) => h.name === 'Content-Security-Policy')?.value;

  it('gives the app its strict policy everywhere: nothing inline but the theme’s boot script, no data: fonts', () => {
    for (const uriPath of [
      '/',
      '/index.html',
      '/system/user',
      '/js/index.0123abcd.js',
      '/redirect/a.b',
      '/api/v1/x',
      '/gone.js',
    ]) {
      for (const status of [200, 404]) {
        const policy = csp(uriPath, status) ?? '';
        expect(policy).toContain(`script-src 'self' ${cspHashSource(themeBootScript())};`);
        expect(policy).toContain("style-src 'self';");
        expect(policy).not.toContain('unsafe-inline');
        expect(policy).toMatch(/font-src 'self';/);
      }
    }
  });

  it('gives the code-sandbox runner and the ArcGIS page policies of their own', () => {
    expect(csp('/sandbox.html')).toContain('sandbox allow-scripts');
    expect(csp('/arcgis.html')).toContain("'wasm-unsafe-eval'");
    expect(csp('/arcgis.html/')).not.toContain('unsafe-eval');
  });
});
