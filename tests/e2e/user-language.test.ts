/**
 * What a zh-CN user reads, in a real Chromium: the browser tab names the page, a refusal by a
 * server rule and a network failure are told in zh-CN from the catalogue (never the server's
 * English message), and dates follow the app's one format. That no English is left on any page is
 * read by the zh-CN accessibility tour (`support/accessibility-audit.ts`).
 */
import type { Page } from 'playwright-core';
import { signedInPage } from './support/app';
import { useE2e } from './support/e2e-session';

const e2e = useE2e();

/** The site name the build shows after ' - ' in every title (PUBLIC_SITE_NAME). */
const siteNameOf = async (page: Page): Promise<string> => (await page.title()).split(' - ').slice(1).join(' - ');

describe('the language a zh-CN user reads', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ page, errors } = await signedInPage(e2e));
  });

  it('names the page in the browser tab, from the menu title or the fixed route title', async () => {
    await page.waitForFunction(() => document.title.startsWith('仪表盘 - '));
    const site = await siteNameOf(page);
    expect(site).not.toBe('');
    for (const [path, title] of [
      ['/system/user', '用户管理'],
      ['/system/role', '角色管理'],
      ['/404', '页面不存在'],
      ['/dashboard', '仪表盘'],
    ] as const) {
      await page.goto(path);
      await page.waitForFunction((expected) => document.title === expected, `${title} - ${site}`);
    }
  });

  it('tells a refusal by a server rule in zh-CN, by its reason, never in the server English', async () => {
    await page.goto('/system/role');
    await page.getByRole('table', { name: '角色列表' }).locator('tbody tr:not([aria-hidden])').first().waitFor();
    await page.getByRole('button', { name: '新建角色' }).click();
    const dialog = page.getByRole('dialog', { name: '新建角色' });
    await dialog.getByLabel(/^角色名称/).fill('管理员');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('角色名称已存在').first().waitFor();
    expect(await page.getByText(/already taken/).count()).toBe(0);
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('tells a network failure in zh-CN', async () => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: '刷新' }).waitFor();
    await page.route('**/api/v1/pub/dashboard', (route) => route.abort('connectionfailed'));
    await page.getByRole('button', { name: '刷新' }).click();
    await page.locator('.bp6-toast').filter({ hasText: '网络连接失败，请检查网络后重试' }).first().waitFor();
    expect(await page.getByText(/Broken Network|Failed to fetch/).count()).toBe(0);
    await page.unrouteAll();
  });

  it.each([
    ['the user list', '/system/user'],
    ['the demo query table', '/list-page/query-list'],
  ])('shows dates in %s in the one format, year-month-day hour:minute:second', async (_name, path) => {
    await page.goto(path);
    const cells = page.getByRole('table').locator('tbody tr:not([aria-hidden]) td');
    await cells.first().waitFor();
    const dated = (await cells.allInnerTexts()).map((text) => text.trim()).filter((text) => /\d:\d/.test(text));
    expect(dated.length).toBeGreaterThan(0);
    expect(dated.filter((text) => !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text))).toEqual([]);
  });

  it('logged no error in the browser but the refused calls', () => {
    expect(errors.filter((error) => !/status of 400|net::ERR_FAILED|ERR_CONNECTION/.test(error))).toEqual([]);
  });
});
