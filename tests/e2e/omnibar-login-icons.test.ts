/**
 * The login and navigation comforts in a real Chromium, on one page of one browser: the login form's
 * show-password toggle, Caps Lock warning and remembered user name (across a sign-out and a
 * reload); menu search (Ctrl+K) finding every page of the seeded menu by its title and one by its
 * pinyin initials, recent pages first (across a reload); the menu form's icon picker, searched,
 * chosen with the keyboard and saved. Its screenshots `screenshots/omnibar.png` and
 * `screenshots/icon-picker.png` are the README's (`docs/screenshots/`).
 */
import type { Locator, Page } from 'playwright-core';
import { seedMenus } from '../../mock-server/src/data/seed-menus';
import { messages } from '@/i18n';
import { menuSearch } from '@/i18n/layout-messages';
import * as pageTexts from '@/i18n/page-messages';
import { TOKEN_STORAGE_KEY } from '@/features/session/token-storage';
import { ROOT_USER, callApi, fillLogin, storedToken, waitForPath } from './support/app';
import { screenshot, transitionsEnded } from './support/browser';
import { useE2e } from './support/e2e-session';
import { openLoginPage, settle } from './support/routes';
import { MENU_PAGES } from './support/tour-routes';

jest.setTimeout(90_000);

const e2e = useE2e();

/** The seeded pages' titles by path. */
const TITLES = new Map(seedMenus('https://docs.example.org').map((menu) => [menu.routePath, menu.name]));

const omnibarInput = (page: Page): Locator => page.getByRole('textbox', { name: menuSearch.open });
const results = (page: Page): Locator => page.getByRole('menu', { name: menuSearch.results }).getByRole('menuitem');

/** Opens menu search with Ctrl+K and types `query`. */
async function search(page: Page, query: string): Promise<void> {
  if (!(await omnibarInput(page).isVisible())) await page.keyboard.press('Control+k');
  await omnibarInput(page).fill(query);
}

describe('login comforts, menu search and the icon picker', () => {
  let page: Page;

  beforeAll(async () => {
    page = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    await openLoginPage(page);
  });

  it('shows the password on request and warns while Caps Lock is on', async () => {
    const password = page.getByLabel('密码', { exact: true });
    await password.fill('abc-123');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: messages.loginComforts.showPassword }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: messages.loginComforts.hidePassword }).click();
    expect(await password.getAttribute('type')).toBe('password');

    const warning = page.getByRole('status').filter({ hasText: messages.loginComforts.capsLock });
    // A key event as Chromium sends it with Caps Lock on (the driver's keyboard has no lock keys).
    const typeWithCapsLock = (on: boolean) =>
      password.evaluate(
        (input, capsLock) =>
          input.dispatchEvent(
            new KeyboardEvent('keydown', { key: 'A', bubbles: true, modifierCapsLock: capsLock } as KeyboardEventInit),
          ),
        on,
      );
    await password.focus();
    await typeWithCapsLock(true);
    await warning.waitFor();
    await typeWithCapsLock(false);
    await warning.waitFor({ state: 'detached' });
  });

  it('remembers the user name when asked, across a sign-out and a reload, and never the password', async () => {
    await fillLogin(page, ROOT_USER.userName, ROOT_USER.password);
    await page.getByRole('checkbox', { name: messages.loginComforts.rememberUserName }).check();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    // Signed out by dropping the token (the logout's toast is another test's), then a fresh load.
    await page.evaluate((key) => window.localStorage.removeItem(key), TOKEN_STORAGE_KEY);
    await page.goto('/login');
    const userName = page.getByLabel('用户名');
    await userName.waitFor();
    expect(await userName.inputValue()).toBe(ROOT_USER.userName);
    expect(await page.getByRole('checkbox', { name: messages.loginComforts.rememberUserName }).isChecked()).toBe(true);
    const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
    expect(stored).not.toContain(ROOT_USER.password);

    await fillLogin(page, ROOT_USER.userName, ROOT_USER.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await waitForPath(page, '/dashboard');
    await settle(page);
  });

  it('finds every page of the seeded menu by its title with Ctrl+K', async () => {
    const missed: string[] = [];
    for (const route of MENU_PAGES) {
      const title = TITLES.get(route) ?? route;
      await search(page, title);
      const first = results(page).first();
      await first.waitFor();
      // A result names its groups, its title and, as its label, its path.
      if (!((await first.textContent()) ?? '').endsWith(`${title}${route}`))
        missed.push(`${title} ${route}: ${await first.textContent()}`);
    }
    expect(missed).toEqual([]);
    await page.keyboard.press('Escape');
    await omnibarInput(page).waitFor({ state: 'hidden' });
  });

  it('opens 用户管理 by its pinyin initials and lists it first, under 最近访问, even after a reload', async () => {
    await search(page, 'yhgl');
    await results(page).first().filter({ hasText: '用户管理' }).waitFor();
    await page.keyboard.press('Enter');
    await waitForPath(page, '/system/user');
    await settle(page);

    await page.reload();
    await settle(page);
    await page.getByRole('button', { name: menuSearch.open }).click();
    await omnibarInput(page).waitFor();
    const menu = page.getByRole('menu', { name: menuSearch.results });
    await menu.getByText(menuSearch.recent).waitFor();
    expect(await results(page).first().textContent()).toBe('系统管理 / 用户管理/system/user');
    await omnibarInput(page).fill('gl');
    await transitionsEnded(page);
    await screenshot(page, 'omnibar', false);
    await page.keyboard.press('Escape');
  });

  it('picks an icon in the menu form by searching, with the keyboard, and saves it', async () => {
    await page.goto('/system/menu');
    await page.getByRole('main').getByText('角色管理', { exact: true }).click();
    const form = page.getByRole('form', { name: '编辑菜单' });
    await form.waitFor();
    await form.getByRole('button', { name: pageTexts.iconPicker.open }).click();
    const searchIcons = page.getByRole('combobox', { name: pageTexts.iconPicker.search });
    await searchIcons.fill('airplane');
    const option = page.getByRole('option', { name: 'airplane' });
    await option.locator('svg').waitFor();
    await transitionsEnded(page);
    await screenshot(page, 'icon-picker', false);
    await searchIcons.press('Enter');
    const field = form.getByLabel(/^图标/);
    expect(await field.inputValue()).toBe('airplane');
    // The field's own preview of the chosen icon.
    await form.locator('svg[data-icon="airplane"]').waitFor();
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText(pageTexts.systemMenus.updated).first().waitFor();

    const saved = await callApi(e2e.stack.apiBaseUrl, 'GET', '/menus/m-system-role', (await storedToken(page)) ?? '');
    expect(saved).toEqual({
      status: 200,
      body: expect.objectContaining({ routeName: 'SystemRole', icon: 'airplane' }),
    });
  });
});
