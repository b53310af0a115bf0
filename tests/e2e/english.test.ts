/**
 * The en-US interface in a real Chromium: chosen on the login page, kept after a reload, announced
 * by `<html lang>`, pages named and refusals told in English. That no Chinese is left on any page
 * is read by the en-US accessibility tour (`support/accessibility-audit.ts`).
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { CAPTCHA_CODE } from './support/stack';
import { ROOT_USER, waitForPath } from './support/app';
import { settle } from './support/csp-violations';
import { useE2e } from './support/e2e-session';
import { chineseTexts } from './support/foreign-words';

jest.setTimeout(120_000);

const e2e = useE2e();

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

  it('names the page in the browser tab by its English menu title', async () => {
    await page.goto('/system/user');
    await page.waitForFunction(() => document.title.startsWith('Users - '));
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).innerText()).toMatch(
      /Home[\s\S]*System[\s\S]*Users/,
    );
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
