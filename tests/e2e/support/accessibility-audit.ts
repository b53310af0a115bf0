/**
 * The tour of the routes of the spec in one language at one width, as `tour-plan.ts` assigns them
 * to the test files that call {@link auditTour}: the login page, the error pages and every page of the seeded menu
 * tree, signed in as root, at desktop width or on a phone, under the app's real
 * Content-Security-Policy (the `npm start` web server's, which nginx's equals:
 * `tests/delivery/web-server-parity.test.ts`). On each route, axe-core runs every rule in the theme
 * shown and, after the system's scheme turns (the app follows it while nothing is chosen), the
 * rules that read colours in the other one, so in light and dark: any critical or serious violation
 * fails, named by pass, route, theme, rule and nodes; so does a page without exactly one `h1`, and
 * any CSP violation. Each page is also read for text in the other language (`foreign-words.ts`);
 * on a phone, no page may be wider than the phone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';
import { core as enUSCore } from '@/i18n/en-US/core';
import { theme as enUSTheme } from '@/i18n/en-US/theme';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/language';
import { core as zhCNCore } from '@/i18n/zh-CN/core';
import { theme as zhCNTheme } from '@/i18n/zh-CN/theme';
import { ROOT_USER, login } from './app';
import { useE2e } from './e2e-session';
import { closeOtherTabs, openLoginPage, openRouteInApp, trackRequests } from './routes';
import { transitionsEnded } from './browser';
import { type Violation, recordViolations } from './csp-violations';
import { chineseTexts, englishWords } from './foreign-words';
import { escapeOverlay } from './overlay';
import { toggleSidebar } from './sidebar';
import { type Language, TOUR_PLAN, type Tour } from './tour-plan';

/**
 * The library's own build, evaluated in the page through the DevTools protocol, which the page's
 * CSP does not govern (an injected `<script>` would be refused): the tests reach nothing beyond loopback.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Third-party canvas content the app does not author, left out of the audit: the maps' tiles,
 * markers and controls (drawn by Leaflet, OpenLayers, ArcGIS and Mapbox) and the BPMN modeler's
 * diagram canvas (bpmn-js). The app's own frame around them is still audited.
 */
const THIRD_PARTY_CANVAS = ['.leaflet-container', '.ol-viewport', '.esri-view', '.mapboxgl-map', '.djs-container'];

const DESKTOP = { width: 1280, height: 800 } as const;
const PHONE = { width: 375, height: 800 } as const;

const SEVERE = new Set(['critical', 'serious']);

/**
 * The axe rules whose outcome depends on colours. A turn of the theme swaps one class on `<html>`
 * and so the colours, never the document's structure: the other rules would repeat the first
 * pass's findings word for word, so the second theme runs these alone.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

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

/**
 * Runs axe on the page as it is, every rule or only `rules`, and answers the severe findings and
 * the number of `h1`s.
 */
export async function audit(
  page: Page,
  route: string,
  rules?: string[],
): Promise<{ findings: string[]; headings: number }> {
  // Mid fade-in, an overlay's text has too little contrast: axe reads the settled page.
  await transitionsEnded(page);
  // Once per document: the pages of a tour are opened inside the app, without a reload.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // The home tab's page stays in its panel, hidden (`display: none`), while another page shows:
  // out of the page a user reads, and left out of the audit.
  const results = await page.evaluate(
    ([canvases, only]) => {
      const hiddenTabs = [...document.querySelectorAll('[role="tabpanel"]')].filter(
        (panel) => !panel.checkVisibility(),
      );
      return (
        window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }
      ).axe.run(
        { include: [['html']], exclude: [...canvases.map((selector) => [selector]), ...hiddenTabs] },
        { resultTypes: ['violations'], ...(only && { runOnly: { type: 'rule', values: only } }) },
      );
    },
    [THIRD_PARTY_CANVAS, rules] as const,
  );
  return {
    findings: describeViolations(route, results.violations),
    headings: await page.locator('h1:visible').count(),
  };
}

/** Turns the system's colour scheme to `scheme` and waits until the app has followed it. */
async function followScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction(
    (dark) => document.documentElement.classList.contains('bp6-dark') === dark,
    scheme === 'dark',
  );
}

/**
 * Audits the page in the theme it shows (every rule), then in the other one (the colour rules),
 * which it leaves on: the next page of the tour starts from there, with no turn back (a restyle of
 * the whole page) in between.
 */
async function auditBothThemes(page: Page, route: string): Promise<{ findings: string[]; headings: number[] }> {
  const dark = await page.evaluate(() => document.documentElement.classList.contains('bp6-dark'));
  const [shown, other] = dark ? (['dark', 'light'] as const) : (['light', 'dark'] as const);
  const first = await audit(page, `${route} (${shown})`);
  await followScheme(page, other);
  const second = await audit(page, `${route} (${other})`, COLOUR_RULES);
  return { findings: [...first.findings, ...second.findings], headings: [first.headings, second.headings] };
}

/** The other language's words in the page's chrome (what a reader of `language` should not meet), each named with `route`. */
async function foreignText(page: Page, route: string, language: Language): Promise<string[]> {
  if (language === 'en-US') return chineseTexts(page, route);
  return [...new Set(await englishWords(page))].map((word) => `${route} ${word}`);
}

/**
 * What of the page scrolls sideways past the viewport's `width`: the document or the body, named
 * with its scrolling width (none on a phone, where a wide page hides its right edge).
 */
async function widerThan(page: Page, width: number): Promise<string[]> {
  const scrolled = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
  }));
  return Object.entries(scrolled)
    .filter(([, scrollWidth]) => scrollWidth > width)
    .map(([element, scrollWidth]) => `${element} ${scrollWidth} px`);
}

const WIDTHS = {
  desktop: { name: 'desktop', ...DESKTOP },
  phone: { name: 'phone', ...PHONE },
} as const;

/**
 * Audits what `tour-plan.ts` assigns to the test file `file` (its `__filename`): its routes and,
 * if it says so, the login page and the overlays named below, in its language at the width of a
 * desktop or a phone, each in both themes. One test file per tour, so they run side by side.
 */
export function auditTour(file: string): void {
  const tour = TOUR_PLAN[path.basename(file)];
  if (!tour) throw new Error(`${path.basename(file)} is not in tests/e2e/support/tour-plan.ts`);
  auditEveryRouteIn(tour);
}

function auditEveryRouteIn({ language, width, routes, chrome }: Tour): void {
  const e2e = useE2e();
  describe.each([WIDTHS[width]])(`at $name width ($width×$height), ${language}`, (pass) => {
    let page: Page;
    let violations: Violation[];
    const onPhone = pass.name === 'phone';
    /** On a phone, what scrolls sideways; at desktop width nothing is measured. */
    const overflow = async () => (onPhone ? widerThan(page, pass.width) : []);

    beforeAll(async () => {
      page = await e2e.newPage({ viewport: { width: pass.width, height: pass.height }, colorScheme: 'light' });
      violations = await recordViolations(page.context());
      trackRequests(page);
      await page.addInitScript(([key, chosen]) => window.localStorage.setItem(key, JSON.stringify(chosen)), [
        LANGUAGE_STORAGE_KEY,
        language,
      ] as const);
    });

    // Each route answers for the CSP violations of its own visit.
    beforeEach(() => {
      violations.length = 0;
    });

    const withChrome = chrome ? it : () => undefined;

    withChrome(
      `/login has no critical or serious violation in either theme, one h1, and no CSP violation${onPhone ? ', and is no wider than the phone' : ''}`,
      async () => {
        await openLoginPage(page);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        expect({ ...(await auditBothThemes(page, '/login')), csp: violations, wider: await overflow() }).toEqual({
          findings: [],
          headings: [1, 1],
          csp: [],
          wider: [],
        });
      },
    );

    describe('signed in as root', () => {
      beforeAll(async () => {
        await login(page, ROOT_USER.userName, ROOT_USER.password);
      });

      it.each(routes)(
        `%s has no critical or serious violation in either theme, one h1, no CSP violation, no text in the other language${onPhone ? ', and is no wider than the phone' : ''}`,
        async (route) => {
          await openRouteInApp(page, route);
          await closeOtherTabs(page, route);
          const foreign = await foreignText(page, route, language);
          const wider = await overflow();
          expect({ ...(await auditBothThemes(page, route)), csp: violations, foreign, wider }).toEqual({
            findings: [],
            headings: [1, 1],
            csp: [],
            foreign: [],
            wider: [],
          });
        },
      );

      withChrome('the settings drawer, open, has no critical or serious violation in either theme', async () => {
        await openRouteInApp(page, '/dashboard');
        const { settings } = language === 'en-US' ? enUSTheme : zhCNTheme;
        if (pass.name === 'phone') {
          // The header's 更多 menu, whatever its name in this language: the right group's menu button.
          await page.locator('.app-header--phone .bp6-align-right button[aria-haspopup="menu"]').click();
          await page.getByRole('menuitem', { name: settings }).click();
        } else {
          await page.getByRole('button', { name: settings }).click();
        }
        await page.getByRole('dialog', { name: settings }).waitFor();
        const { findings } = await auditBothThemes(page, '/dashboard (settings drawer open)');
        await escapeOverlay(page.getByRole('dialog', { name: settings }));
        expect(findings).toEqual([]);
      });

      // The desktop layout has the collapsed sidebar's flyouts, opened by the seeded group's zh-CN
      // name in the zh-CN file; the phone layout has the drawer and the header's menu, in either language.
      const desktopOnly = chrome && pass.name === 'desktop' && language === 'zh-CN' ? it : () => undefined;
      const phoneOnly = chrome && onPhone ? it : () => undefined;
      const { header } = language === 'en-US' ? enUSCore : zhCNCore;

      desktopOnly(
        'the collapsed sidebar with a flyout open has no critical or serious violation in either theme',
        async () => {
          await openRouteInApp(page, '/dashboard');
          await toggleSidebar(page);
          await page.getByRole('complementary').getByRole('button', { name: '系统管理' }).hover();
          await page.getByRole('menu', { name: '系统管理' }).waitFor();
          const { findings } = await auditBothThemes(page, '/dashboard (sidebar collapsed, 系统管理 flyout open)');
          // The collapsed state is remembered: expand again for the next visitor of this context.
          await toggleSidebar(page);
          expect(findings).toEqual([]);
        },
      );

      phoneOnly(
        'the sidebar drawer and the header menu, open, have no critical or serious violation in either theme',
        async () => {
          await openRouteInApp(page, '/dashboard');
          await page.getByRole('button', { name: header.openNavigation }).click();
          await page.getByRole('dialog', { name: header.navigation }).waitFor();
          const drawer = await auditBothThemes(page, '/dashboard (sidebar drawer open)');
          await escapeOverlay(page.getByRole('dialog', { name: header.navigation }));
          await page.getByRole('button', { name: header.more }).click();
          await page.getByRole('menu', { name: header.more }).waitFor();
          const menu = await auditBothThemes(page, '/dashboard (header menu open)');
          await escapeOverlay(page.getByRole('menu', { name: header.more }));
          expect([...drawer.findings, ...menu.findings]).toEqual([]);
        },
      );
    });
  });
}
