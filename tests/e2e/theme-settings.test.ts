/**
 * The dark theme and the settings drawer in Chromium: dark picked on the login page survives a
 * reload and is drawn before the app's code runs (the boot script under the CSP); the system's
 * scheme is followed live while the choice is `system`, and so is its wish for less motion; the
 * drawer changes every setting and each survives a reload with its effect (sidebar collapsed at
 * start, header scrolling away, language stored); the chart, the code editor, the maps and the
 * BPMN canvas follow the theme.
 */
import type { Page } from 'playwright-core';
import { zhCN } from '@/i18n/zh-CN';
import { LANGUAGE_NAMES } from '@/i18n/language';
import { ROOT_USER, signIn } from './support/app';
import { collectConsoleErrors, screenshot } from './support/browser';
import { useE2e } from './support/e2e-session';
import { openLoginPage, openRoute, settle } from './support/routes';
import { escapeOverlay, overlayEntered } from './support/overlay';

jest.setTimeout(120_000);

const e2e = useE2e();
const texts = zhCN.theme;

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('bp6-dark'));
const waitForTheme = (page: Page, dark: boolean) =>
  page.waitForFunction((want) => document.documentElement.classList.contains('bp6-dark') === want, dark);
const computed = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** Blueprint draws its own indicator over a radio's or a switch's input, which takes the click for it. */
const BLUEPRINT_CONTROL = { force: true } as const;

describe('the theme on the login page', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    page = await e2e.newPage({ colorScheme: 'light' });
    errors = collectConsoleErrors(page);
  });

  it('switches to dark with the login page’s toggle and stays dark after a reload', async () => {
    await openLoginPage(page);
    expect(await isDark(page)).toBe(false);
    await page.getByRole('button', { name: texts.toDark }).click();
    await waitForTheme(page, true);
    expect(await computed(page, 'body', 'background-color')).toBe('rgb(28, 33, 39)');
    await openLoginPage(page);
    expect(await isDark(page)).toBe(true);
    await page.getByRole('button', { name: texts.toLight }).waitFor();
  });

  it('draws the stored theme before any of the app’s code runs (no flash), under the CSP', async () => {
    // Without the app's scripts only the inlined boot script can have set the class.
    await page.route('**/js/**', (route) => route.abort());
    await page.goto('/login');
    expect(await isDark(page)).toBe(true);
    expect(await computed(page, 'html', 'color-scheme')).toBe('dark');
    await page.unroute('**/js/**');
    expect(errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });
});

describe('the system’s scheme, while the choice is system', () => {
  it('is followed at load and live when it changes', async () => {
    const page = await e2e.newPage({ colorScheme: 'dark' });
    await openLoginPage(page);
    expect(await isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await waitForTheme(page, false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await waitForTheme(page, true);
  });
});

describe('signed in', () => {
  let page: Page;

  beforeAll(async () => {
    page = await e2e.newPage({ colorScheme: 'light', viewport: { width: 1280, height: 800 } });
    await signIn(e2e, page, ROOT_USER);
  });

  const openSettings = async () => {
    await page.getByRole('button', { name: texts.settings }).click();
    const drawer = page.getByRole('dialog', { name: texts.settings });
    await overlayEntered(drawer);
    return drawer;
  };
  const closeSettings = async () => {
    await escapeOverlay(page.getByRole('dialog', { name: texts.settings }));
  };
  const headerTop = () => page.locator('.app-header').evaluate((header) => header.getBoundingClientRect().top);

  it('toggles the theme from the header', async () => {
    await openRoute(page, '/dashboard');
    await page.getByRole('button', { name: texts.toDark }).click();
    await waitForTheme(page, true);
    await page.getByRole('button', { name: texts.toLight }).click();
    await waitForTheme(page, false);
  });

  it('slides nothing for a user who asked the system for less motion, from the moment they ask', async () => {
    await openRoute(page, '/dashboard');
    const sidebarSeconds = async () => parseFloat(await computed(page, '.app-sidebar', 'transition-duration'));
    expect(await sidebarSeconds()).toBeCloseTo(0.2);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await sidebarSeconds()).toBeLessThan(0.001);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await sidebarSeconds()).toBeCloseTo(0.2);
  });

  it('changes every setting in the drawer, and each survives a reload with its effect', async () => {
    await page.setViewportSize({ width: 1280, height: 480 });
    await openRoute(page, '/dashboard');
    const drawer = await openSettings();
    await drawer.getByRole('radio', { name: texts.dark }).check(BLUEPRINT_CONTROL);
    await waitForTheme(page, true);
    await drawer.getByRole('checkbox', { name: texts.tabBar }).uncheck(BLUEPRINT_CONTROL);
    await drawer.getByRole('checkbox', { name: texts.sidebarCollapsedByDefault }).check(BLUEPRINT_CONTROL);
    await drawer.getByRole('checkbox', { name: texts.fixedHeader }).uncheck(BLUEPRINT_CONTROL);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'settings');
    await closeSettings();
    await page.setViewportSize({ width: 1280, height: 480 });

    await openRoute(page, '/dashboard');
    expect(await isDark(page)).toBe(true);
    // The sidebar starts collapsed, and the header scrolls away with the page.
    expect(await page.getByRole('button', { name: zhCN.header.toggleSidebar }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => window.scrollY > 100);
    expect(await headerTop()).toBeLessThan(0);
    const reopened = await openSettings();
    expect(await reopened.getByRole('radio', { name: texts.dark }).isChecked()).toBe(true);
    expect(await reopened.getByRole('checkbox', { name: texts.tabBar }).isChecked()).toBe(false);
    expect(await reopened.getByRole('checkbox', { name: texts.sidebarCollapsedByDefault }).isChecked()).toBe(true);
    expect(await reopened.getByRole('checkbox', { name: texts.fixedHeader }).isChecked()).toBe(false);

    // Back to the defaults: the header stays in view while the page scrolls.
    await reopened.getByRole('checkbox', { name: texts.fixedHeader }).check(BLUEPRINT_CONTROL);
    await reopened.getByRole('checkbox', { name: texts.sidebarCollapsedByDefault }).uncheck(BLUEPRINT_CONTROL);
    await reopened.getByRole('checkbox', { name: texts.tabBar }).check(BLUEPRINT_CONTROL);
    await closeSettings();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => window.scrollY > 100);
    expect(await headerTop()).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('chooses the language in the drawer: the page reloads in it and the choice is stored', async () => {
    const drawer = await openSettings();
    await Promise.all([
      page.waitForEvent('load'),
      drawer.locator('label', { hasText: LANGUAGE_NAMES['en-US'] }).click(),
    ]);
    expect(await page.evaluate(() => window.localStorage.getItem('admin-language'))).toBe('"en-US"');
    await settle(page);
    // Back to zh-CN for the tests that follow (English is built apart).
    await page.evaluate(() => window.localStorage.removeItem('admin-language'));
    await page.reload();
    await settle(page);
  });

  it('draws the chart, the code editor, the maps and the BPMN canvas dark, and light again live', async () => {
    expect(await isDark(page)).toBe(true);
    await openRoute(page, '/dashboard');
    // The chart's grid takes the dark border colour (#404854), its line the dark accent (#4c90f0).
    expect(await computed(page, '.app-trend__grid', 'stroke')).toBe('rgb(64, 72, 84)');
    expect(await computed(page, '.app-trend--succeeded .app-trend__line', 'stroke')).toBe('rgb(76, 144, 240)');
    await screenshot(page, 'dark');

    await openRoute(page, '/components-demo/code-sandbox');
    // CodeMirror's one-dark theme paints #282c34; the light theme goes back live.
    expect(await computed(page, '.cm-editor', 'background-color')).toBe('rgb(40, 44, 52)');
    await page.getByRole('button', { name: texts.toLight }).click();
    // The editor lives in a shadow root, which a locator reaches and document.querySelector does not.
    const editor = await page.locator('.cm-editor').elementHandle();
    await page.waitForFunction(
      (element) => element !== null && getComputedStyle(element).backgroundColor !== 'rgb(40, 44, 52)',
      editor,
    );
    await page.getByRole('button', { name: texts.toDark }).click();
    await waitForTheme(page, true);

    // The four map demos share the shell whose frame the dark filter covers.
    await openRoute(page, '/maps-page/leaflet');
    expect(await computed(page, '.map-shell__map', 'filter')).toContain('invert');
    await openRoute(page, '/components-demo/bpmn');
    expect(await computed(page, '.bpmn-demo__canvas', 'filter')).toContain('invert');

    await page.getByRole('button', { name: texts.toLight }).click();
    await waitForTheme(page, false);
    expect(await computed(page, '.bpmn-demo__canvas', 'filter')).toBe('none');
  });
});
