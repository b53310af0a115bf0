/**
 * Lists that remember, in a real Chromium against the production build: the user list's filter,
 * sort and page live in the URL (typed, committed, shared with a new page, stepped back through
 * with the back button; a malformed URL falls back to the defaults), and its table settings
 * (a hidden column, compact rows) survive a reload. Saves `screenshots/list-settings.png`.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { signedInPage, storedToken } from './support/app';
import { useE2e } from './support/e2e-session';
import { ROOT } from './support/stack';

jest.setTimeout(90_000);

const e2e = useE2e();

// Unique per run, so a kept mock data file cannot collide with an earlier run.
const prefix = `lu${Date.now().toString(36)}`;
const names = Array.from({ length: 12 }, (_, index) => `${prefix}-${String(index + 1).padStart(2, '0')}`);

/** Creates a user through the API, as root (the list needs more than one page of matches). */
async function createUser(authorization: string, userName: string): Promise<void> {
  const password = createHash('md5').update('list-123').digest('hex');
  const response = await fetch(`${e2e.stack.apiBaseUrl}/users`, {
    method: 'POST',
    headers: { Authorization: authorization, 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName, realName: '列表用户', password, roleIds: [] }),
  });
  if (!response.ok) throw new Error(`creating ${userName}: ${response.status} ${await response.text()}`);
}

const table = (page: Page) => page.getByRole('table', { name: '用户列表' });
/** The user names of the rows shown, once the rows (not the skeleton) stand. */
async function shownNames(page: Page): Promise<string[]> {
  await table(page).locator('tbody tr:not([aria-hidden]) strong').first().waitFor();
  return table(page).locator('tbody tr strong').allTextContents();
}
/** Waits until the table shows exactly `expected` (a load may still show the last rows), then checks it. */
async function expectNames(page: Page, expected: string[]): Promise<void> {
  const shown = (want: string[]) =>
    [...document.querySelectorAll('table[aria-label="用户列表"] tbody tr strong')]
      .map((cell) => cell.textContent)
      .join() === want.join();
  await page.waitForFunction(shown, expected, { timeout: 10_000 }).catch(() => undefined);
  expect(await shownNames(page)).toEqual(expected);
}
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe('lists that remember', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ page, errors } = await signedInPage(e2e));
    const authorization = await storedToken(page);
    if (!authorization) throw new Error('no token after login');
    await Promise.all(names.map((name) => createUser(authorization, name)));
  });

  afterAll(() => expect(errors).toEqual([]));

  it('keeps the filter, sort and page in the URL, opens the same rows from it, and steps back through them', async () => {
    await page.goto('/system/user');
    await shownNames(page);
    await page.getByRole('searchbox', { name: '用户名、姓名、邮箱或手机号' }).pressSequentially(prefix);
    // Typing loads once it rests and writes the keyword to the URL.
    await page.waitForURL((url) => url.searchParams.get('q') === prefix);
    await page.getByRole('searchbox', { name: '用户名、姓名、邮箱或手机号' }).press('Enter');
    await page.getByRole('button', { name: '按用户名排序' }).click();
    await page.waitForURL((url) => url.searchParams.get('order') === 'asc');
    await page.getByRole('button', { name: '按用户名排序' }).click();
    await page.waitForURL((url) => url.searchParams.get('order') === 'desc');
    await page.getByRole('button', { name: '第 2 页' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    expect(query(page)).toEqual({ q: prefix, sort: 'userName', order: 'desc', page: '2' });
    await expectNames(page, names.slice(0, 2).reverse());

    // Shared: the same link in a new page of the same browser.
    const shared = await page.context().newPage();
    await shared.goto(page.url());
    await expectNames(shared, names.slice(0, 2).reverse());
    await expect(shared.getByRole('searchbox', { name: '用户名、姓名、邮箱或手机号' }).inputValue()).resolves.toBe(
      prefix,
    );
    await expect(shared.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).resolves.toBe('page');
    expect(await shared.getByRole('columnheader', { name: /用户名/ }).getAttribute('aria-sort')).toBe('descending');
    await shared.close();

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    await expectNames(page, names.slice(2).reverse());
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('order') === 'asc');
    await expectNames(page, names.slice(0, 10));
  });

  it('shows the first page of the whole list for a URL of invalid values', async () => {
    await page.goto('/system/user');
    const firstPage = await shownNames(page);
    await page.goto('/system/user?page=-3&size=7&sort=password&order=up&status=gone');
    await expectNames(page, firstPage);
    await expect(page.getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).resolves.toBe('page');
  });

  it('hides a column and makes the rows compact, and still does so after a reload', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/system/user?q=${prefix}`);
    await shownNames(page);
    await page.getByRole('button', { name: '表格设置' }).click();
    const settings = page.getByRole('group', { name: '表格设置' });
    await settings.getByText('邮箱', { exact: true }).click();
    await settings.getByText('紧凑', { exact: true }).click();
    await expect(table(page).getByRole('columnheader', { name: '邮箱' }).count()).resolves.toBe(0);
    const dir = path.join(ROOT, 'screenshots');
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, 'list-settings.png') });

    await page.reload();
    await shownNames(page);
    await expect(table(page).getByRole('columnheader', { name: '邮箱' }).count()).resolves.toBe(0);
    await expect(table(page).getByRole('columnheader', { name: '手机号' }).count()).resolves.toBe(1);
    expect(await table(page).getAttribute('class')).toContain('bp6-compact');
  });
});
