/**
 * axe-core on every route of the spec, at desktop width and on a phone: the login page, the error
 * pages and every page of the seeded menu tree, signed in as root. Any critical or serious
 * violation fails, named by route, rule and nodes; so does a page without exactly one `h1`.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';
import { ROOT_USER, login } from './support/app';
import { useE2e } from './support/e2e-session';
import { SIGNED_IN_ROUTES, openLoginPage, openRoute } from './support/routes';

jest.setTimeout(120_000);

const e2e = useE2e();

/** The library's own build, injected into the page: the tests reach nothing beyond loopback. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Third-party canvas content the app does not author, left out of the audit: the maps' tiles,
 * markers and controls (drawn by Leaflet, OpenLayers, ArcGIS and Mapbox) and the BPMN modeler's
 * diagram canvas (bpmn-js). The app's own frame around them is still audited.
 */
const THIRD_PARTY_CANVAS = ['.leaflet-container', '.ol-viewport', '.esri-view', '.mapboxgl-map', '.djs-container'];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 800 },
] as const;

const SEVERE = new Set(['critical', 'serious']);

/** One line per node of each critical or serious violation: route, impact, rule, node and why. */
function describeViolations(route: string, violations: Result[]): string[] {
  return violations
    .filter((violation) => SEVERE.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${route} [${violation.impact}] ${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
      ),
    );
}

/** Runs axe on the page as it is and answers the severe findings and the number of `h1`s. */
async function audit(page: Page, route: string): Promise<{ findings: string[]; headings: number }> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(
    (exclude) => (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe.run(
      { include: [['html']], exclude: exclude.map((selector) => [selector]) },
      { resultTypes: ['violations'] },
    ),
    THIRD_PARTY_CANVAS,
  );
  return { findings: describeViolations(route, results.violations), headings: await page.locator('h1').count() };
}

describe.each(VIEWPORTS)('at $name width ($width×$height)', (viewport) => {
  let page: Page;

  beforeAll(async () => {
    // The app's CSP refuses inline scripts, axe's among them; the audit is not about the CSP.
    page = await e2e.newPage({ viewport: { width: viewport.width, height: viewport.height }, bypassCSP: true });
  });

  it('/login has no critical or serious violation and one h1', async () => {
    await openLoginPage(page);
    expect(await audit(page, '/login')).toEqual({ findings: [], headings: 1 });
  });

  describe('signed in as root', () => {
    beforeAll(async () => {
      await login(page, ROOT_USER.userName, ROOT_USER.password);
    });

    it.each(SIGNED_IN_ROUTES)('%s has no critical or serious violation and one h1', async (route) => {
      await openRoute(page, route);
      expect(await audit(page, route)).toEqual({ findings: [], headings: 1 });
    });

    // The desktop layout has the collapsed sidebar's flyouts, the phone layout the drawer and the header's menu.
    const desktopOnly = viewport.name === 'desktop' ? it : () => undefined;
    const phoneOnly = viewport.name === 'phone' ? it : () => undefined;

    desktopOnly('the collapsed sidebar with a flyout open has no critical or serious violation', async () => {
      await openRoute(page, '/dashboard');
      const toggle = page.getByRole('button', { name: '折叠侧边栏' });
      await toggle.click();
      await page.getByRole('complementary').getByRole('button', { name: '系统管理' }).hover();
      await page.getByRole('menu', { name: '系统管理' }).waitFor();
      const { findings } = await audit(page, '/dashboard (sidebar collapsed, 系统管理 flyout open)');
      // The collapsed state is remembered: expand again for the next visitor of this context.
      await toggle.click();
      expect(findings).toEqual([]);
    });

    phoneOnly('the sidebar drawer and the header menu, open, have no critical or serious violation', async () => {
      await openRoute(page, '/dashboard');
      await page.getByRole('button', { name: '打开导航菜单' }).click();
      await page.getByRole('dialog', { name: '导航菜单' }).waitFor();
      const drawer = await audit(page, '/dashboard (sidebar drawer open)');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: '导航菜单' }).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: '更多' }).click();
      await page.getByRole('menu', { name: '更多' }).waitFor();
      const menu = await audit(page, '/dashboard (header menu open)');
      await page.keyboard.press('Escape');
      expect([...drawer.findings, ...menu.findings]).toEqual([]);
    });
  });
});
