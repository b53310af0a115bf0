/**
 * The login page's weight, in bytes not time: everything it loads (the HTML, scripts and styles,
 * the initial chunks and anything the login route loads lazily) must stay within 180 KB gzip, none
 * of the demo libraries may ride along, and no image file is fetched (the logo is in the script).
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { messages } from '@/i18n';
import { useE2e } from './support/e2e-session';
import { type PageLoad, loginPageLoad } from './support/login-assets';

jest.setTimeout(60_000);

/**
 * What an app of the same stack with one login form transfers, HTML included, plus room
 * (docs/login-weight.md). The tabs' shared session, the refresh by the server's clock and the
 * client's rate guard once took the entry past it; moving the tab bar's and menu search's texts
 * and the signed-in dead-end page out of the entry won it back.
 */
const BUDGET_BYTES = 180 * 1000;

/**
 * Strings each demo library's code carries (class names and package paths that survive
 * minification); none may appear in what the login page loads.
 */
const DEMO_LIBRARY_MARKERS: Record<string, string[]> = {
  'bpmn-js': ['djs-container', 'bjs-container'],
  leaflet: ['leaflet-container'],
  ol: ['ol-viewport'],
  'maplibre-gl': ['maplibregl-'],
  codemirror: ['cm-editor'],
  '@arcgis': ['@arcgis/'],
};

describe('the login page', () => {
  const e2e = useE2e();
  let load: PageLoad;
  let page: Page;

  beforeAll(async () => {
    page = await e2e.newPage({ serviceWorkers: 'block' });
    load = await loginPageLoad(page);
  });

  it('loads its HTML, scripts from /js/ and styles from /css/', () => {
    expect(load.assets.map((a) => a.url)).toContain('/login');
    expect(load.assets.some((a) => a.url.startsWith('/js/'))).toBe(true);
    expect(load.assets.some((a) => a.url.startsWith('/css/'))).toBe(true);
  });

  it(`loads at most ${BUDGET_BYTES / 1000} KB of gzip HTML, JS and CSS`, () => {
    const sizes = load.assets.map((a) => ({ url: a.url, gzip: gzipSync(a.body).length }));
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    console.info(
      `login page first load: ${total} B gzip (HTML + JS + CSS, ${sizes.length} files; budget ${BUDGET_BYTES})\n${sizes.map((s) => `  ${s.gzip}\t${s.url}`).join('\n')}`,
    );
    // The listing makes a failure say what grew.
    expect({ total, withinBudget: total <= BUDGET_BYTES, sizes }).toEqual(
      expect.objectContaining({ withinBudget: true }),
    );
  });

  it.each(Object.entries(DEMO_LIBRARY_MARKERS))('loads no code of %s', (_library, markers) => {
    const carriers = load.assets.filter((a) => markers.some((marker) => a.body.includes(marker))).map((a) => a.url);
    expect(carriers).toEqual([]);
  });

  it("carries React Router's production build, without its development warnings", () => {
    // A warning only the development build prints (scripts/build/react-router-production.ts).
    const carriers = load.assets.filter((a) => a.body.includes('No routes matched location')).map((a) => a.url);
    expect(carriers).toEqual([]);
  });

  it('fetches no image: the logo and the tab icon are one drawing, written into the script and the page', () => {
    const images = load.requested.filter((path) => /\.(svg|ico|png)$/.test(path));
    expect(images).toEqual([]);
  });

  it('tells search engines what the site is, in the HTML itself', () => {
    const html = load.assets.find((a) => a.url === '/login')!.body.toString('utf8');
    expect(html).toContain(`<meta name="description" content="${messages.site.description}">`);
    expect(html).toMatch(/<link rel="icon" type="image\/svg\+xml" sizes="any" href="data:image\/svg\+xml,/);
  });
});
