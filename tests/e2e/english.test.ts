/**
 * The en-US interface in a real Chromium: chosen on the login page, kept after a reload, announced
 * by `<html lang>`, and no Chinese on any page the signed-in user opens (text and accessible
 * names), outside the data the server holds in Chinese (allow-listed below).
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { seedMenus } from '../../mock-server/src/data/seed-menus';
import { CAPTCHA_CODE } from './support/stack';
import { ROOT_USER, waitForPath } from './support/app';
import { settle } from './support/csp-violations';
import { useE2e } from './support/e2e-session';
import { chromeTexts } from './support/english-words';
import { SIGNED_IN_ROUTES } from './support/routes';

jest.setTimeout(120_000);

const e2e = useE2e();

const CJK = /[\u2e80-\u9fff\uff00-\uffef]/;

/** Chinese a reader of the English interface meets on purpose: the switch back names 中文 in Chinese; root's real name and role are data. */
const ALLOWED_EVERYWHERE = ['中文', '超级管理员', '管理员'];

/** The seeded menus' names are the records that menu management edits: data on that page only (the sidebar shows them translated). */
const ALLOWED_ON: Record<string, string[]> = {
  '/system/menu': seedMenus('https://docs.example.org').map((menu) => menu.name),
};

/** The page's chrome texts that hold Chinese once the allowed data is taken out. */
async function chineseTexts(page: Page, path: string): Promise<string[]> {
  const allowed = [...ALLOWED_EVERYWHERE, ...(ALLOWED_ON[path] ?? [])].sort((a, b) => b.length - a.length);
  const texts = await chromeTexts(page);
  return texts.filter((text) => CJK.test(allowed.reduce((rest, name) => rest.split(name).join(''), text))).map((text) => `${path} ${text}`);
}

/**
 * Opens `path` inside the running app, as a link would (no reload, so the tour stays within its
 * time budget), and waits until the tab names the new page and its spinners have left.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  const before = await page.title();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((title) => document.title !== title, before);
  await page.waitForFunction(() => document.querySelector('.bp6-spinner, .bp6-skeleton') === null);
}

describe('the English interface', () => {
  let page: Page;

  beforeAll(async () => {
    page = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
  });

  it('is chosen on the login page and stays after a reload, with <html lang="en-US">', async () => {
    await page.goto('/login');
    await page.getByRole('img', { name: '验证码图片，点击刷新' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');

    await page.getByRole('button', { name: '切换语言为 English' }).click();
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    await page.reload();

    await page.getByRole('img', { name: 'Captcha image, click to refresh' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en-US');
    expect(await page.getByRole('button', { name: 'Switch language to 中文' }).textContent()).toBe('中文');
    expect(await chineseTexts(page, '/login')).toEqual([]);
  });

  it('signs in with the English form and shows the dashboard in English', async () => {
    await page.getByLabel('User name', { exact: true }).fill(ROOT_USER.userName);
    await page.getByLabel('Password', { exact: true }).fill(ROOT_USER.password);
    await page.getByLabel('Captcha', { exact: true }).fill(CAPTCHA_CODE);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await waitForPath(page, '/dashboard');
    await settle(page, page.getByRole('heading', { name: 'Dashboard', level: 1 }));
    await page.waitForFunction(() => document.title.startsWith('Dashboard - '));

    await page.getByRole('menu', { name: 'Main menu' }).getByText('System', { exact: true }).waitFor();
    mkdirSync('screenshots', { recursive: true });
    await page.screenshot({ path: 'screenshots/english.png' });
  });

  it('shows no Chinese but data on any page the user opens, in its text or its accessible names', async () => {
    const chinese: string[] = [];
    for (const path of SIGNED_IN_ROUTES) {
      await openInApp(page, path);
      chinese.push(...(await chineseTexts(page, path)));
    }
    expect(chinese).toEqual([]);
  });

  it('names the page in the browser tab by its English menu title', async () => {
    await page.goto('/system/user');
    await page.waitForFunction(() => document.title.startsWith('Users - '));
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).innerText()).toMatch(/Home[\s\S]*System[\s\S]*Users/);
  });

  it('tells a refusal by a server rule in English, from the catalogue', async () => {
    await page.goto('/system/role');
    await page.getByRole('table', { name: 'Role list' }).locator('tbody tr:not([aria-hidden])').first().waitFor();
    await page.getByRole('button', { name: 'New role' }).click();
    const dialog = page.getByRole('dialog', { name: 'New role' });
    await dialog.getByLabel(/^Role name/).fill('管理员');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.locator('.bp6-toast').filter({ hasText: 'A role with this name already exists' }).first().waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
