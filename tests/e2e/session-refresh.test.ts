/**
 * A short-lived token (10 s) in a real Chromium: the app refreshes it when a third of its life is
 * left, requests in flight across a refresh still succeed, and the user is never sent to Login;
 * an app opened late in a token's life refreshes it instead of logging the user out.
 */
import type { Page } from 'playwright-core';
import { ROOT_USER, login, storedToken, waitForPath } from './support/app';
import { collectConsoleErrors } from './support/browser';
import { useE2e } from './support/e2e-session';
import { a11y } from '@/i18n/zh-CN/a11y';
import { isRefresh, watch } from './support/refresh-watch';

jest.setTimeout(90_000);

const e2e = useE2e({ tokenTtlSeconds: 10 });

const sidebar = (page: Page) => page.getByRole('complementary');
const menuItem = (page: Page, name: string) => sidebar(page).getByRole('menuitem', { name, exact: true });

/** Waits for the app's next successful token refresh. */
const nextRefresh = (page: Page) =>
  page.waitForResponse((response) => isRefresh(response) && response.status() === 200, { timeout: 20_000 });

/** Opens `item` under `branch` in the sidebar and waits for its page and breadcrumb. */
async function open(page: Page, branch: string, item: string, path: string) {
  // One branch is open at a time; a click on the open one would close it.
  if (!(await menuItem(page, item).isVisible())) await menuItem(page, branch).click();
  await menuItem(page, item).click();
  await waitForPath(page, path);
  await page.getByRole('navigation', { name: a11y.breadcrumb }).getByText(item).waitFor();
}

it('keeps the user signed in across two refreshes of a 10 s token while they navigate', async () => {
  const page = await e2e.newPage();
  const errors = collectConsoleErrors(page);
  await login(page, ROOT_USER.userName, ROOT_USER.password);
  const { paths, refreshes } = watch(page);
  const tokens = [await storedToken(page)];

  await open(page, '组件示例', '数字动画', '/components-demo/count-to');
  await nextRefresh(page);
  await open(page, '系统管理', '角色管理', '/system/role');
  await page.getByRole('navigation', { name: a11y.breadcrumb }).getByRole('link', { name: '首页' }).click();
  await waitForPath(page, '/dashboard');
  tokens.push(await storedToken(page));

  await nextRefresh(page);
  await open(page, '系统管理', '用户管理', '/system/user');
  // The list comes from the API, called with the twice-refreshed token.
  await page.getByText('staff', { exact: true }).first().waitFor();
  tokens.push(await storedToken(page));

  expect(new Set(tokens).size).toBe(3);
  expect(refreshes.length).toBeGreaterThanOrEqual(2);
  expect(refreshes.every((status) => status === 200)).toBe(true);
  expect(paths).not.toContain('/login');
  expect(errors).toEqual([]);
});

it('refreshes a token in its last third when the app is opened, instead of logging out', async () => {
  const page = await e2e.newPage();
  await login(page, ROOT_USER.userName, ROOT_USER.password);
  const before = await storedToken(page);
  // The browser's clock 7 s ahead: the stored 10 s token is in its last third when the app opens.
  await page.clock.install({ time: Date.now() + 7_000 });
  const { paths } = watch(page);
  const [refreshed] = await Promise.all([nextRefresh(page), page.reload()]);
  expect(refreshed.status()).toBe(200);
  await page.getByRole('navigation', { name: a11y.breadcrumb }).waitFor();
  // The refreshed token is stored, not dropped: the user is still signed in.
  await page.waitForFunction((old) => {
    const { token } = JSON.parse(window.localStorage.getItem('admin-auth-token') ?? '{}') as { token?: string };
    return token?.startsWith('Bearer ') === true && token !== old;
  }, before);
  expect(paths).not.toContain('/login');
});
