/**
 * The dashboard's icon budget, in bytes not time: root's dashboard, after login, fetches at most
 * 60 000 B gzip of scripts and styles beyond what the login page loaded, and still draws every
 * icon (each fetched on its own rather than in Blueprint's all-icons chunks). What the main layout
 * fetches in the background once the page is drawn (the live notices' stream and drawer, 2 s after
 * the session loaded) is not part of that first load; it has a budget of its own.
 */
import { gzipSync } from 'node:zlib';
import { type DashboardAssets, assetsOfDashboard } from './support/dashboard-assets';
import { useE2e } from './support/e2e-session';
import { gzipBytes } from './support/login-assets';

jest.setTimeout(90_000);

/** One icon's paths module, as the build copies them (`rsbuild.config.ts`). */
const ICON_MODULE = /^\/js\/icons-[^/]+\/(16|20)\/[a-z0-9-]+\.js$/;

/** The dashboard: at most 60 KB gzip beyond the login page. */
const BUDGET_BYTES = 60_000;
/** What the main layout fetches in the background once the dashboard is drawn (the live notices). */
const BACKGROUND_BUDGET_BYTES = 10_000;

describe('the dashboard after login', () => {
  const e2e = useE2e();
  let assets: DashboardAssets;

  beforeAll(async () => {
    assets = await assetsOfDashboard(await e2e.newPage({ serviceWorkers: 'block' }));
    console.info(
      `dashboard beyond the login page: ${assets.beyondGzip} B gzip in ${assets.beyond.length} files (budget ${BUDGET_BYTES}); login page ${gzipBytes(assets.login)} B; then in the background ${gzipBytes(assets.background)} B in ${assets.background.length} files (budget ${BACKGROUND_BUDGET_BYTES})`,
    );
  });

  it(`loads at most ${BUDGET_BYTES} B of gzip JS and CSS beyond the login page`, () => {
    const sizes = assets.beyond
      .map((a) => ({ url: a.url, gzip: gzipSync(a.body).length }))
      .sort((a, b) => b.gzip - a.gzip);
    // The listing makes a failure say what grew.
    expect({ total: assets.beyondGzip, withinBudget: assets.beyondGzip <= BUDGET_BYTES, sizes }).toEqual(
      expect.objectContaining({ withinBudget: true }),
    );
  });

  it(`then loads at most ${BACKGROUND_BUDGET_BYTES} B of gzip JS and CSS in the background, the live notices' code among it`, () => {
    const sizes = assets.background.map((a) => ({ url: a.url, gzip: gzipSync(a.body).length }));
    const total = gzipBytes(assets.background);
    expect(sizes.length).toBeGreaterThan(0);
    expect({ total, withinBudget: total <= BACKGROUND_BUDGET_BYTES, sizes }).toEqual(
      expect.objectContaining({ withinBudget: true }),
    );
  });

  it('draws every icon of the shell and the dashboard', () => {
    expect(assets.undrawnIcons).toEqual([]);
    expect(assets.beyond.length).toBeGreaterThan(0);
  });

  it("fetches one small module per icon named by string, and none for the dashboard's own icons (they come with its chunk)", () => {
    const isIcon = (url: string) => ICON_MODULE.test(url);
    const iconModules = assets.beyond.map((a) => a.url).filter(isIcon);
    expect(iconModules.length).toBeGreaterThan(0);
    expect(assets.beyond.filter((a) => isIcon(a.url) && gzipSync(a.body).length > 1500).map((a) => a.url)).toEqual([]);
    const ownIcons = ['refresh', 'download', 'people', 'shield', 'pulse'];
    expect(iconModules.filter((url) => ownIcons.some((name) => url.endsWith(`/${name}.js`)))).toEqual([]);
  });

  it('loads no icon module on the login page, whose icons are bundled', () => {
    expect(assets.login.length).toBeGreaterThan(0);
    expect(assets.login.filter((a) => ICON_MODULE.test(a.url)).map((a) => a.url)).toEqual([]);
  });
});
