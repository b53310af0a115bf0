/**
 * The dead ends in a real Chromium: the 401 page for a page the user is not granted (404
 * for a path the product lacks), a new menu granted to the administrator role, and open sessions
 * that follow menu and role changes on their next navigation, without a reload (docs/product-rules.md,
 * Privileges). Root changes things past the UI with its token; the
 * pages under test are already open, in their own browser contexts.
 */
import type { Page } from 'playwright-core';
import { messages } from '@/i18n';
import { dashboard as dashboardTexts } from '@/i18n/dashboard-messages';
import { STAFF_USER, errorInLayout, signedInPage, storedToken, waitForPath } from './support/app';
import { screenshot } from './support/browser';
import { useE2e } from './support/e2e-session';
import { escapeOverlay } from './support/overlay';

jest.setTimeout(90_000);

const e2e = useE2e();

// Unique per run, so a kept mock data file cannot collide with an earlier run.
const suffix = Date.now().toString(36);
const NEW_MENU = { routeName: `Fresh${suffix}`, routePath: `/fresh-${suffix}`, name: `新菜单${suffix}` } as const;
const { forbidden, notFound } = messages.errorPages;

const sidebar = (page: Page) => page.getByRole('complementary');
const userMenuItem = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });

/** Marks the document: a reload would lose the mark. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { deadEndsMark: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { deadEndsMark?: boolean }).deadEndsMark === true);

/** Navigates inside the app (no reload): the user menu's 个人中心. */
async function openUserCenter(page: Page, userButton: string): Promise<void> {
  await page.getByRole('button', { name: userButton }).click();
  await userMenuItem(page, '个人中心').click();
  await waitForPath(page, '/user-page/user-center');
}

/**
 * Waits for the error page headed `code` and answers its message. The router draws a navigation a
 * render after the address moved: until then the previous page's heading is on screen.
 */
async function errorMessage(page: Page, code: string): Promise<string> {
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: code, exact: true }).waitFor();
  return main.getByRole('paragraph').first().innerText();
}

describe('dead ends', () => {
  let root: Page;
  let staff: Page;
  let rootToken = '';

  /** Calls the API as root, past the UI; answers status and body. */
  async function asRoot(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: object,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await fetch(`${e2e.stack.apiBaseUrl}${path}`, {
      method,
      headers: { Authorization: rootToken, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** Replaces staff's role grants with `change` applied to them. */
  async function regrantStaff(
    change: (menus: { menuId: string; actions: string[] }[]) => { menuId: string; actions: string[] }[],
  ): Promise<void> {
    const role = await asRoot('GET', '/roles/r-staff');
    const { name, sequence, status, memo, menus } = role.body as {
      name: string;
      sequence: number;
      status: string;
      memo: string;
      menus: { menuId: string; actions: string[] }[];
    };
    expect((await asRoot('PUT', '/roles/r-staff', { name, sequence, status, memo, menus: change(menus) })).status).toBe(
      200,
    );
  }

  beforeAll(async () => {
    ({ page: root } = await signedInPage(e2e));
    rootToken = (await storedToken(root)) ?? '';
    ({ page: staff } = await signedInPage(e2e, STAFF_USER));
  });

  it('shows staff the 401 page for a page of the product they are not granted, and 404 for a path the product lacks, in the layout at the address typed', async () => {
    for (const path of ['/system/role', '/system/menu']) {
      await staff.goto(path);
      expect(await errorInLayout(staff, forbidden.code)).toBe(path);
      expect(await errorMessage(staff, forbidden.code)).toBe(forbidden.message);
    }
    await screenshot(staff, 'dead-ends-401');
    await staff.goto('/no/such/page');
    expect(await errorInLayout(staff, notFound.code)).toBe('/no/such/page');
    expect(await errorMessage(staff, notFound.code)).toBe(notFound.message);
    await screenshot(staff, 'dead-ends-404');
  });

  it('shows a menu root adds in root’s open sidebar, and in staff’s once granted, after a navigation and without a reload', async () => {
    for (const page of [root, staff]) {
      await page.goto('/dashboard');
      await sidebar(page).getByText('仪表盘', { exact: true }).waitFor();
      await markDocument(page);
    }
    const created = await asRoot('POST', '/menus', {
      parentId: null,
      ...NEW_MENU,
      component: 'dashboard',
      icon: 'history',
      showStatus: 1,
      sequence: 900,
      actions: [],
    });
    expect(created.status).toBe(200);

    await openUserCenter(root, '超级管理员');
    await sidebar(root).getByText(NEW_MENU.name, { exact: true }).waitFor();
    expect(await sameDocument(root)).toBe(true);

    await regrantStaff((menus) => [...menus, { menuId: created.body.id as string, actions: [] }]);
    await openUserCenter(staff, '李明');
    await sidebar(staff).getByText(NEW_MENU.name, { exact: true }).click();
    await waitForPath(staff, NEW_MENU.routePath);
    // The menu's component is the dashboard page, patched in as a route on this navigation.
    await staff.getByRole('button', { name: dashboardTexts.refresh }).waitFor();
    await screenshot(staff, 'dead-ends-new-menu');
    expect(await sameDocument(staff)).toBe(true);
  });

  it('drops 个人设置 from staff’s user menu once its grant is removed, and answers its page with 401 on the next navigation, without a reload', async () => {
    await staff.goto('/dashboard');
    await staff.getByRole('button', { name: '李明' }).click();
    await userMenuItem(staff, '个人设置').click();
    await waitForPath(staff, '/user-page/user-set');
    await markDocument(staff);

    await regrantStaff((menus) => menus.filter((grant) => grant.menuId !== 'm-user-set'));
    await openUserCenter(staff, '李明');
    await staff.getByRole('button', { name: '李明' }).click();
    await userMenuItem(staff, '退出登录').waitFor();
    expect(await userMenuItem(staff, '个人设置').count()).toBe(0);
    await screenshot(staff, 'dead-ends-user-menu-without-settings');
    await escapeOverlay(userMenuItem(staff, '退出登录'));

    // Back to the page no longer granted, through the app's history (no reload).
    await staff.goBack();
    await waitForPath(staff, '/401');
    expect(await errorMessage(staff, forbidden.code)).toBe(forbidden.message);
    expect(await sameDocument(staff)).toBe(true);
  });
});
