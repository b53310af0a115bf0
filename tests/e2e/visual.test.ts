/**
 * Visual regression of the key screens in Chromium, in light and dark: login, the dashboard, a
 * list, a form dialog, the role grant editor, the 404 page and the phone's navigation drawer, each
 * compared with its baseline in `docs/screenshots/` (`support/visual-baseline.ts`). The mock's
 * clock and the page's stand still at one instant, so dates, charts and "last sign-in" times are
 * the same on every run; the captcha, drawn at random, is masked. A last test shows that a changed
 * style fails the comparison, with its diff saved.
 */
import type { Locator, Page } from 'playwright-core';
import { ROOT_USER, login } from './support/app';
import { useE2e } from './support/e2e-session';
import { overlayEntered } from './support/overlay';
import { openLoginPage, openRoute } from './support/routes';
import { type Mismatch, compareWithBaseline, matchBaseline, screenOf } from './support/visual-baseline';

jest.setTimeout(120_000);

/** The instant both clocks show: a weekday morning in Beijing. */
const FIXED_TIME = Date.parse('2026-06-16T09:30:00+08:00');

const e2e = useE2e({ now: () => FIXED_TIME });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

/**
 * A fresh page in `theme` at `viewport`, its clock stopped at {@link FIXED_TIME}. Its CSP is
 * bypassed so that the screenshot's own stylesheet applies (the policy is the CSP tours' subject,
 * and changes no pixel).
 */
async function pageIn(theme: 'light' | 'dark', viewport: { width: number; height: number }): Promise<Page> {
  const page = await e2e.newPage({ viewport, colorScheme: theme, reducedMotion: 'reduce', bypassCSP: true });
  await page.clock.setFixedTime(FIXED_TIME);
  return page;
}

const captcha = (page: Page) => page.getByRole('img', { name: '验证码图片，点击刷新' });

describe.each(['light', 'dark'] as const)('the key screens in the %s theme', (theme) => {
  let page: Page;
  const mismatches: Mismatch[] = [];
  const compare = async (name: string, mask: Locator[] = []) => {
    mismatches.push(...matchBaseline(`${name}-${theme}`, await screenOf(page, { mask })));
  };

  beforeAll(async () => {
    page = await pageIn(theme, DESKTOP);
  });

  it('login, dashboard, a list, a dialog, the grant editor and 404 look as their baselines', async () => {
    await openLoginPage(page);
    await compare('login', [captcha(page)]);

    await login(page, ROOT_USER.userName, ROOT_USER.password);
    await openRoute(page, '/dashboard');
    await compare('dashboard');

    await openRoute(page, '/system/user');
    await compare('user-list');
    await page.getByRole('button', { name: '新建用户' }).click();
    await overlayEntered(page.getByRole('dialog', { name: '新建用户' }));
    await compare('user-dialog');
    await page.keyboard.press('Escape');

    await openRoute(page, '/system/role');
    await page.getByRole('button', { name: '新建角色' }).click();
    await overlayEntered(page.getByRole('dialog', { name: '新建角色' }));
    await compare('role-grants');
    await page.keyboard.press('Escape');

    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await compare('not-found');
    expect(mismatches).toEqual([]);
  });

  it('the phone navigation drawer looks as its baseline', async () => {
    const phone = await pageIn(theme, PHONE);
    await login(phone, ROOT_USER.userName, ROOT_USER.password);
    await openRoute(phone, '/dashboard');
    await phone.getByRole('button', { name: '打开导航菜单' }).click();
    await overlayEntered(phone.getByRole('dialog', { name: '导航菜单' }));
    const found = matchBaseline(`phone-drawer-${theme}`, await screenOf(phone));
    expect(found).toEqual([]);
  });
});

it('fails a screen whose primary buttons changed colour, and saves the diff', async () => {
  const page = await pageIn('light', DESKTOP);
  await openLoginPage(page);
  const style = '.bp6-button.bp6-intent-primary { background: #c23030 !important; }';
  const found = compareWithBaseline('login-light', await screenOf(page, { mask: [captcha(page)], style }));
  expect(found).toEqual([
    expect.stringMatching(
      /^login-light: \d+ pixels differ \(at most \d+\); diff in \.cache\/visual\/login-light\.diff\.png$/,
    ),
  ]);
});
