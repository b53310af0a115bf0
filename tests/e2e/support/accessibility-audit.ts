/**
 * axe-core on every route of the spec, in one theme (the two test files that call
 * {@link auditEveryRouteIn}): the login page, the error pages and every page of the seeded menu tree,
 * signed in as root, in zh-CN and en-US, at desktop width and on a phone. Any critical or serious
 * violation fails, named by pass, route, rule and nodes; so does a page without exactly one `h1`.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';
import { theme as enUSTheme } from '../../../web/src/i18n/en-US/theme';
import { LANGUAGE_STORAGE_KEY } from '../../../web/src/i18n/language';
import { theme as zhCNTheme } from '../../../web/src/i18n/zh-CN/theme';
import { ROOT_USER, login } from './app';
import { useE2e } from './e2e-session';
import { SIGNED_IN_ROUTES, openLoginPage, openRouteInApp, trackRequests } from './routes';
import { transitionsEnded } from './browser';
import { escapeOverlay } from './overlay';
import { toggleSidebar } from './sidebar';

/** The library's own build, injected into the page: the tests reach nothing beyond loopback. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Third-party canvas content the app does not author, left out of the audit: the maps' tiles,
 * markers and controls (drawn by Leaflet, OpenLayers, ArcGIS and Mapbox) and the BPMN modeler's
 * diagram canvas (bpmn-js). The app's own frame around them is still audited.
 */
const THIRD_PARTY_CANVAS = ['.leaflet-container', '.ol-viewport', '.esri-view', '.mapboxgl-map', '.djs-container'];

const DESKTOP = { width: 1280, height: 800 } as const;
const PHONE = { width: 375, height: 800 } as const;

/** The passes of one theme: each language at each width. */
const passesIn = (colorScheme: 'light' | 'dark') =>
  (['zh-CN', 'en-US'] as const).flatMap((language) => [
    { name: 'desktop', ...DESKTOP, language, colorScheme },
    { name: 'phone', ...PHONE, language, colorScheme },
  ]);

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
  // Mid fade-in, an overlay's text has too little contrast: axe reads the settled page.
  await transitionsEnded(page);
  // Once per document: the pages of a tour are opened inside the app, without a reload.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(
    (exclude) => (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe.run(
      { include: [['html']], exclude: exclude.map((selector) => [selector]) },
      { resultTypes: ['violations'] },
    ),
    THIRD_PARTY_CANVAS,
  );
  // The pages opened before stay in their tabs, hidden (`display: none`): out of the page a user reads.
  return { findings: describeViolations(route, results.violations), headings: await page.locator('h1:visible').count() };
}

/**
 * Audits every route, and the overlays named below, in theme `colorScheme`: in both languages, at
 * desktop width and on a phone. One test file per theme, so the two run side by side.
 */
export function auditEveryRouteIn(colorScheme: 'light' | 'dark'): void {
  const e2e = useE2e();
  describe.each(passesIn(colorScheme))('at $name width ($width×$height), $language, $colorScheme theme', (pass) => {
    let page: Page;

    beforeAll(async () => {
      // The app's CSP refuses inline scripts, axe's among them; the audit is not about the CSP.
      page = await e2e.newPage({ viewport: { width: pass.width, height: pass.height }, bypassCSP: true, colorScheme: pass.colorScheme });
      trackRequests(page);
      await page.addInitScript(([key, language]) => window.localStorage.setItem(key, JSON.stringify(language)), [LANGUAGE_STORAGE_KEY, pass.language] as const);
    });

    it('/login has no critical or serious violation and one h1', async () => {
      await openLoginPage(page);
      // The audit below is of the theme this pass names.
      expect(await page.evaluate(() => document.documentElement.classList.contains('bp6-dark'))).toBe(pass.colorScheme === 'dark');
      expect(await audit(page, '/login')).toEqual({ findings: [], headings: 1 });
    });

    describe('signed in as root', () => {
      beforeAll(async () => {
        await login(page, ROOT_USER.userName, ROOT_USER.password);
      });

      it.each(SIGNED_IN_ROUTES)('%s has no critical or serious violation and one h1', async (route) => {
        await openRouteInApp(page, route);
        expect(await audit(page, route)).toEqual({ findings: [], headings: 1 });
      });

      // The desktop layout has the collapsed sidebar's flyouts, the phone layout the drawer and the
      // header's menu: opened by their zh-CN names, in the zh-CN passes. The dark passes open the settings drawer.
      const desktopOnly = pass.name === 'desktop' && pass.language === 'zh-CN' ? it : () => undefined;
      const phoneOnly = pass.name === 'phone' && pass.language === 'zh-CN' ? it : () => undefined;
      const darkOnly = pass.colorScheme === 'dark' ? it : () => undefined;

      darkOnly('the settings drawer, open, has no critical or serious violation', async () => {
        await openRouteInApp(page, '/dashboard');
        // Named in the language the page is drawn in (`<html lang>`).
        const { settings } = (await page.evaluate(() => document.documentElement.lang)) === 'en-US' ? enUSTheme : zhCNTheme;
        if (pass.name === 'phone') {
          // The header's 更多 menu, whatever its name in this language: the right group's one button.
          await page.locator('.app-header--phone .bp6-align-right button').click();
          await page.getByRole('menuitem', { name: settings }).click();
        } else {
          await page.getByRole('button', { name: settings }).click();
        }
        await page.getByRole('dialog', { name: settings }).waitFor();
        const { findings } = await audit(page, '/dashboard (settings drawer open)');
        await escapeOverlay(page.getByRole('dialog', { name: settings }));
        expect(findings).toEqual([]);
      });

      desktopOnly('the collapsed sidebar with a flyout open has no critical or serious violation', async () => {
        await openRouteInApp(page, '/dashboard');
        await toggleSidebar(page);
        await page.getByRole('complementary').getByRole('button', { name: '系统管理' }).hover();
        await page.getByRole('menu', { name: '系统管理' }).waitFor();
        const { findings } = await audit(page, '/dashboard (sidebar collapsed, 系统管理 flyout open)');
        // The collapsed state is remembered: expand again for the next visitor of this context.
        await toggleSidebar(page);
        expect(findings).toEqual([]);
      });

      phoneOnly('the sidebar drawer and the header menu, open, have no critical or serious violation', async () => {
        await openRouteInApp(page, '/dashboard');
        await page.getByRole('button', { name: '打开导航菜单' }).click();
        await page.getByRole('dialog', { name: '导航菜单' }).waitFor();
        const drawer = await audit(page, '/dashboard (sidebar drawer open)');
        await escapeOverlay(page.getByRole('dialog', { name: '导航菜单' }));
        await page.getByRole('button', { name: '更多' }).click();
        await page.getByRole('menu', { name: '更多' }).waitFor();
        const menu = await audit(page, '/dashboard (header menu open)');
        await escapeOverlay(page.getByRole('menu', { name: '更多' }));
        expect([...drawer.findings, ...menu.findings]).toEqual([]);
      });
    });
  });
}
