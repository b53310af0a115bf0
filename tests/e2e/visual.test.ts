/**
 * Visual regression of the key screens in Chromium, in light and dark: login, the dashboard, a
 * list, a form dialog, the role grant editor, the 404 page and the phone's navigation drawer, each
 * compared with its baseline in `docs/screenshots/` (`support/visual-baseline.ts`). The mock's
 * clock stands still at one instant and the page's starts there, so dates, charts and "last
 * sign-in" times are the same on every run; the captcha, drawn at random, is masked. A last test shows that a changed
 * style fails the comparison, with its diff saved.
 */
import type { Locator, Page } from 'playwright-core';
import { requireScreenshotFonts } from '../../scripts/ensure-tools';
import { ROOT_USER, login } from './support/app';
import { useE2e } from './support/e2e-session';
import { escapeOverlay, overlayEntered } from './support/overlay';
import { openLoginPage, openRoute, openRouteInApp, trackRequests } from './support/routes';
import { type Mismatch, compareWithBaseline, matchBaseline, screenOf } from './support/visual-baseline';

// A hang detector, never a speed check: twelve screens, each read back and compared in jest, take
// over 100 s on a loaded two-core machine.
jest.setTimeout(300_000);

/** The instant the mock's clock shows, and the page's starts from: a weekday morning in Beijing. */
const FIXED_TIME = Date.parse('2026-06-16T09:30:00+08:00');

const e2e = useE2e({ now: () => FIXED_TIME });

// The baselines are drawn in these fonts: without them every screen differs, and says nothing more.
beforeAll(requireScreenshotFonts);

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

/**
 * A fresh page at `viewport` in the light scheme, its clock started at {@link FIXED_TIME}: running, since a
 * clock that never moves starves what waits for time to pass (debounces, quiet periods). Its CSP is
 * bypassed so that the screenshot's own stylesheet applies (the policy is the CSP tours' subject,
 * and changes no pixel).
 */
async function pageIn(viewport: { width: number; height: number }): Promise<Page> {
  const page = await e2e.newPage({ viewport, colorScheme: 'light', reducedMotion: 'reduce', bypassCSP: true });
  await page.clock.install({ time: FIXED_TIME });
  return page;
}

const captcha = (page: Page) => page.getByRole('img', { name: '验证码图片，点击刷新' });

/** Turns the system's colour scheme to `scheme` and waits until the app has followed it. */
async function followScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction(
    (dark) => document.documentElement.classList.contains('bp6-dark') === dark,
    scheme === 'dark',
  );
}

/**
 * Compares the screen of `page` with the baselines `<name>-light` and `<name>-dark`: the theme
 * follows the system's scheme, which turns between the two shots (no reload), and back to light.
 */
async function bothThemes(page: Page, name: string, mask: Locator[] = []): Promise<Mismatch[]> {
  const light = await matchBaseline(`${name}-light`, await screenOf(page, { mask }));
  await followScheme(page, 'dark');
  const dark = await matchBaseline(`${name}-dark`, await screenOf(page, { mask }));
  await followScheme(page, 'light');
  return [...light, ...dark];
}

describe('the key screens at desktop width', () => {
  let page: Page;

  beforeAll(async () => {
    page = await pageIn(DESKTOP);
    trackRequests(page);
    await openLoginPage(page);
  });

  it('fails a screen whose primary buttons changed colour, and saves the diff', async () => {
    const style = '.bp6-button.bp6-intent-primary { background: #c23030 !important; }';
    const found = await compareWithBaseline('login-light', await screenOf(page, { mask: [captcha(page)], style }));
    expect(found).toEqual([
      expect.stringMatching(
        /^login-light: \d+ pixels differ \(at most \d+\); diff in \.cache\/visual\/login-light\.diff\.png$/,
      ),
    ]);
  });

  it('login, dashboard, a list, a dialog, the grant editor and 404 look as their baselines', async () => {
    const mismatches = await bothThemes(page, 'login', [captcha(page)]);

    await login(page, ROOT_USER.userName, ROOT_USER.password);
    await openRouteInApp(page, '/dashboard');
    mismatches.push(...(await bothThemes(page, 'dashboard')));

    await openRouteInApp(page, '/system/user');
    mismatches.push(...(await bothThemes(page, 'user-list')));
    await page.getByRole('button', { name: '新建用户' }).click();
    await overlayEntered(page.getByRole('dialog', { name: '新建用户' }));
    mismatches.push(...(await bothThemes(page, 'user-dialog')));
    await escapeOverlay(page.getByRole('dialog', { name: '新建用户' }));

    await openRouteInApp(page, '/system/role');
    await page.getByRole('button', { name: '新建角色' }).click();
    await overlayEntered(page.getByRole('dialog', { name: '新建角色' }));
    mismatches.push(...(await bothThemes(page, 'role-grants')));
    await escapeOverlay(page.getByRole('dialog', { name: '新建角色' }));

    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1 }).waitFor();
    mismatches.push(...(await bothThemes(page, 'not-found')));
    expect(mismatches).toEqual([]);
  });
});

it('the phone navigation drawer looks as its baseline', async () => {
  const phone = await pageIn(PHONE);
  await login(phone, ROOT_USER.userName, ROOT_USER.password);
  await openRoute(phone, '/dashboard');
  await phone.getByRole('button', { name: '打开导航菜单' }).click();
  await overlayEntered(phone.getByRole('dialog', { name: '导航菜单' }));
  expect(await bothThemes(phone, 'phone-drawer')).toEqual([]);
});
