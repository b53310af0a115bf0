/**
 * The phone layout at 375×740: the sidebar is a drawer opened from the header and closed by a
 * navigation, Escape or the backdrop, with focus going in and coming back, the header's items fold
 * into one menu, and dialogs fit. That no page is wider than a phone is read on every route by the
 * phone accessibility tours (`support/accessibility-audit.ts`), which visit them all anyway.
 */
import type { Page } from 'playwright-core';
import { ROOT_USER, waitForPath, signIn } from './support/app';
import { screenshot } from './support/browser';
import { useE2e } from './support/e2e-session';
import { openRoute, trackRequests } from './support/routes';
import { escapeOverlay } from './support/overlay';

jest.setTimeout(120_000);

const e2e = useE2e();
const PHONE = { width: 375, height: 740 };

const drawerButton = (page: Page) => page.getByRole('button', { name: '打开导航菜单' });
const drawer = (page: Page) => page.getByRole('dialog', { name: '导航菜单' });

/** Whether the focused element sits inside the element `selector` finds. */
const focusInside = (page: Page, selector: string) =>
  page.evaluate((within) => document.activeElement?.closest(within) !== null, selector);

/** Waits until the header's drawer button has the focus back (the drawer's closing transition ends first). */
async function focusBackOnButton(page: Page): Promise<void> {
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === '打开导航菜单');
}

let page: Page;

beforeAll(async () => {
  page = await e2e.newPage({ viewport: PHONE });
  trackRequests(page);
});

describe('signed in as root', () => {
  beforeAll(async () => {
    await signIn(e2e, page, ROOT_USER);
  });

  it('has no fixed sidebar: the header opens a drawer that takes the focus, and a navigation closes it', async () => {
    await openRoute(page, '/dashboard');
    expect(await page.getByRole('complementary').count()).toBe(0);
    expect(await drawerButton(page).getAttribute('aria-expanded')).toBe('false');

    await drawerButton(page).click();
    await drawer(page).waitFor();
    expect(await drawerButton(page).getAttribute('aria-expanded')).toBe('true');
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('仪表盘');
    // Blueprint's drawer draws its close button, named "Close" in English, only with a title: it has none.
    expect(await page.locator('.bp6-drawer .bp6-dialog-close-button, .bp6-drawer [aria-label="Close"]').count()).toBe(
      0,
    );
    await screenshot(page, 'phone-drawer-open');

    await drawer(page).getByRole('menuitem', { name: '系统管理' }).click();
    await drawer(page).getByRole('menuitem', { name: '用户管理' }).click();
    await waitForPath(page, '/system/user');
    await drawer(page).waitFor({ state: 'detached' });
    expect(await drawerButton(page).getAttribute('aria-expanded')).toBe('false');
    await focusBackOnButton(page);
  });

  it('closes the drawer on Escape and on the backdrop, the focus back on its button', async () => {
    await drawerButton(page).click();
    await drawer(page).waitFor();
    await escapeOverlay(drawer(page));
    await focusBackOnButton(page);

    await drawerButton(page).click();
    await drawer(page).waitFor();
    await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
    await drawer(page).waitFor({ state: 'detached' });
    await focusBackOnButton(page);
    expect(new URL(page.url()).pathname).toBe('/system/user');
    expect(await focusInside(page, '.app-header')).toBe(true);
  });

  it('folds the breadcrumb, full screen and the user menu into one header menu', async () => {
    const header = page.locator('.app-header');
    expect(await header.getByRole('button', { name: '超级管理员' }).count()).toBe(0);
    expect(await header.getByRole('navigation', { name: '面包屑导航' }).innerText()).toBe('用户管理');
    await header.getByRole('button', { name: '更多' }).click();
    const menu = page.getByRole('menu', { name: '更多' });
    await menu.waitFor();
    const items = (await menu.getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
    expect(items).toEqual(expect.arrayContaining(['首页', '系统管理', '用户管理', '个人中心', '退出登录']));
    await screenshot(page, 'phone-header-menu');
    await menu.getByRole('menuitem', { name: '个人中心' }).click();
    await waitForPath(page, '/user-page/user-center');
  });

  it('fits a form dialog in the phone', async () => {
    await openRoute(page, '/system/user');
    await page.getByRole('button', { name: '新建用户' }).click();
    const dialog = page.getByRole('dialog', { name: '新建用户' });
    await dialog.waitFor();
    await screenshot(page, 'phone-dialog');
    const box = await dialog.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(PHONE.width);
    await escapeOverlay(dialog);
  });

  it('is the desktop layout again from 768 px: the sidebar beside the page, no drawer button', async () => {
    await page.setViewportSize({ width: 768, height: 740 });
    await page.getByRole('complementary').waitFor();
    expect(await drawerButton(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: '折叠侧边栏' }).count()).toBe(1);
    await page.setViewportSize(PHONE);
    await drawerButton(page).waitFor();
  });
});
