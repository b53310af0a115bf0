/**
 * The login page's weight, in bytes not time: everything it loads (scripts and styles, the
 * initial chunks and what the login route loads lazily) must stay under 200 KB gzip, and none of
 * the demo libraries may ride along.
 */
import { gzipSync } from 'node:zlib';
import { useE2e } from './support/e2e-session';
import { type Asset, assetsOfLoginPage } from './support/login-assets';

jest.setTimeout(60_000);

/** The budget of spec-level "fast first screen": 200 KB of gzip for JS and CSS together. */
const BUDGET_BYTES = 200 * 1000;

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
  let assets: Asset[];

  beforeAll(async () => {
    const page = await e2e.newPage();
    assets = await assetsOfLoginPage(page);
  });

  it('loads scripts and styles from /js/ and /css/', () => {
    expect(assets.some((a) => a.url.startsWith('/js/'))).toBe(true);
    expect(assets.some((a) => a.url.startsWith('/css/'))).toBe(true);
  });

  it(`loads at most ${BUDGET_BYTES / 1000} KB of gzip JS and CSS`, () => {
    const sizes = assets.map((a) => ({ url: a.url, gzip: gzipSync(a.body).length }));
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    // The listing makes a failure say what grew.
    expect({ total, withinBudget: total <= BUDGET_BYTES, sizes }).toEqual(expect.objectContaining({ withinBudget: true }));
  });

  it.each(Object.entries(DEMO_LIBRARY_MARKERS))('loads no code of %s', (_library, markers) => {
    const carriers = assets.filter((a) => markers.some((marker) => a.body.includes(marker))).map((a) => a.url);
    expect(carriers).toEqual([]);
  });
});
