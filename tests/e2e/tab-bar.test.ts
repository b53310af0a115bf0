/**
 * The bar of open pages in a real Chromium: five pages opened as tabs, a list's typed and
 * searched keyword kept while another tab is on screen, the tabs after a reload, close others
 * from the keyboard, the list per user across sign-outs, the phone width and each tab's scroll,
 * closing by mouse and reloading a tab. One signed-in page throughout.
 */
import type { Page } from 'playwright-core';
import { tabs as texts } from '@/i18n/zh-CN/tabs';
import { ROOT_USER, STAFF_USER, signOut, waitForPath, signIn } from './support/app';
import { screenshot } from './support/browser';
import { useE2e } from './support/e2e-session';

jest.setTimeout(90_000);

const e2e = useE2e();
const pathOf = (page: Page) => new URL(page.url()).pathname;
const tabList = (page: Page) => page.getByRole('tablist', { name: texts.bar });
const tab = (page: Page, title: string) => tabList(page).getByRole('tab', { name: title, exact: true });
const tabTitles = (page: Page) => tabList(page).getByRole('tab').allInnerTexts();
const sidebarItem = (page: Page, title: string) =>
  page.getByRole('complementary').getByRole('menuitem', { name: title, exact: true });
const userSearch = (page: Page) => page.getByRole('searchbox', { name: '用户名、姓名、邮箱或手机号' });
const userRows = (page: Page) => page.getByRole('table', { name: '用户列表' }).locator('tbody tr:not([aria-hidden])');

/** Opens a page from the sidebar (an in-app navigation, as a user does), opening its group first. */
async function openFromSidebar(page: Page, group: string | null, title: string, pathname: string): Promise<void> {
  if (group !== null && !(await sidebarItem(page, title).isVisible())) await sidebarItem(page, group).click();
  await sidebarItem(page, title).click();
  await waitForPath(page, pathname);
  // The router renders a navigation after the URL moved. Until then the page has no tab, and a
  // group clicked open meanwhile is closed again when the render opens the new page's branch.
  await tab(page, title).and(page.locator('[aria-selected="true"]')).waitFor();
}

describe('the tab bar', () => {
  let page: Page;

  beforeAll(async () => {
    page = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(e2e, page, ROOT_USER);
  });

  it('opens five pages as tabs, the dashboard fixed first', async () => {
    await openFromSidebar(page, '系统管理', '用户管理', '/system/user');
    await openFromSidebar(page, '系统管理', '角色管理', '/system/role');
    await openFromSidebar(page, '系统管理', '资源管理', '/system/resource');
    await openFromSidebar(page, '列表页', '查询表格', '/list-page/query-list');
    // A page's tab joins the bar a render after its URL.
    await tab(page, '查询表格').waitFor();
    expect(await tabTitles(page)).toEqual(['仪表盘', '用户管理', '角色管理', '资源管理', '查询表格']);
    expect(await tab(page, '查询表格').getAttribute('aria-selected')).toBe('true');
    // The fixed tab has no close control and Delete leaves it.
    await tab(page, '仪表盘').focus();
    await page.keyboard.press('Delete');
    expect(await tabTitles(page)).toHaveLength(5);
  });

  it('marks the active tab quietly: a light surface with a primary underline and bold text, unlike a primary button', async () => {
    const look = (title: string) =>
      tab(page, title).evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, shadow: style.boxShadow, weight: Number(style.fontWeight) };
      });
    const active = await look('查询表格');
    const primary = await page
      .getByRole('button', { name: '新建', exact: true })
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(active.background).not.toBe(primary);
    expect(active.shadow).toContain('rgb(45, 114, 210)');
    expect(active.weight).toBeGreaterThanOrEqual(600);
    expect((await look('仪表盘')).weight).toBeLessThan(600);
  });

  it('keeps a searched and a typed keyword and the filtered rows while another tab is on screen', async () => {
    await tab(page, '用户管理').click();
    await waitForPath(page, '/system/user');
    await userSearch(page).fill('staff');
    await userSearch(page).press('Enter');
    await userRows(page).filter({ hasNotText: 'staff' }).first().waitFor({ state: 'detached' });
    const filtered = await userRows(page).allInnerTexts();
    expect(filtered.length).toBeGreaterThan(0);
    // Typed but not searched: the same query once trimmed, so no search runs whenever the switch lands.
    await userSearch(page).fill('  staff  ');

    await tab(page, '角色管理').click();
    await page.getByRole('table', { name: '角色列表' }).waitFor();
    expect(await userSearch(page).isVisible()).toBe(false);
    await tab(page, '用户管理').click();

    await waitForPath(page, '/system/user');
    expect(await userSearch(page).inputValue()).toBe('  staff  ');
    expect(await userRows(page).allInnerTexts()).toEqual(filtered);
    await screenshot(page, 'tabs');
  });

  it('keeps the tabs across a reload, and closes the others from the keyboard menu', async () => {
    await page.reload();
    await tab(page, '用户管理').waitFor();
    expect(await tabTitles(page)).toEqual(['仪表盘', '用户管理', '角色管理', '资源管理', '查询表格']);

    await tab(page, '用户管理').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+F10');
    await page.getByRole('menuitem', { name: texts.closeOthers }).click();
    await waitForPath(page, '/system/role');
    await tab(page, '查询表格').waitFor({ state: 'detached' });
    expect(await tabTitles(page)).toEqual(['仪表盘', '角色管理']);
  });

  it('is per user: another user does not see the list, and the same user gets it back after signing in again', async () => {
    await signOut(page);
    await signIn(e2e, page, STAFF_USER);
    await tab(page, '仪表盘').waitFor();
    expect(await tabTitles(page)).toEqual(['仪表盘']);
    await signOut(page);
    await signIn(e2e, page, ROOT_USER);
    await tab(page, '角色管理').waitFor();
    expect(await tabTitles(page)).toEqual(['仪表盘', '角色管理']);
  });

  it('scrolls sideways on a phone, the page itself no wider than the screen, and each tab keeps its scroll position', async () => {
    for (const title of ['用户管理', '资源管理', '查询表格']) {
      await openFromSidebar(
        page,
        title === '查询表格' ? '列表页' : '系统管理',
        title,
        title === '查询表格' ? '/list-page/query-list' : title === '用户管理' ? '/system/user' : '/system/resource',
      );
    }
    await page.setViewportSize({ width: 375, height: 700 });
    // The phone layout takes over a render after the resize: measure it, not the desktop one.
    await page.locator('.app-header--phone').waitFor();
    await tab(page, '查询表格').waitFor();
    const widths = await tabList(page).evaluate((list) => ({
      list: list.scrollWidth,
      shown: list.clientWidth,
      page: document.documentElement.scrollWidth,
    }));
    expect(widths.list).toBeGreaterThan(widths.shown);
    expect(widths.page).toBeLessThanOrEqual(375);
    await tab(page, '角色管理').click();
    await waitForPath(page, '/system/role');
    expect(pathOf(page)).toBe('/system/role');

    // Each tab keeps its own scroll position. Keys rather than clicks: a click would scroll the bar into view.
    await page.setViewportSize({ width: 375, height: 400 });
    // Scrolled once the page is there: on its first visit since the reload it mounts now, and a
    // scroll before its rows arrive stops at the short page's end.
    await page.getByRole('table', { name: '角色列表' }).locator('tbody tr:not([aria-hidden])').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 150));
    await page.waitForFunction(() => window.scrollY === 150);
    for (const [title, pathname] of [
      ['用户管理', '/system/user'],
      ['角色管理', '/system/role'],
    ] as const) {
      await tab(page, title).evaluate((element) => element.focus({ preventScroll: true }));
      await page.keyboard.press('Enter');
      await waitForPath(page, pathname);
      await userSearch(page).waitFor({ state: title === '用户管理' ? 'visible' : 'hidden' });
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(150);
  });

  it('closes with a middle click and the ×, the active tab handing over to its neighbour, and reloads a tab from its right-click menu', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await tabTitles(page)).toEqual(['仪表盘', '角色管理', '用户管理', '资源管理', '查询表格']);
    await tab(page, '资源管理').click({ button: 'middle' });
    await tab(page, '资源管理').waitFor({ state: 'detached' });
    await tab(page, '角色管理').locator('.app-tab__close').click();
    await waitForPath(page, '/system/user');
    // The closed tab leaves once the neighbour's page is on screen, a render after the URL moved.
    await tab(page, '角色管理').waitFor({ state: 'detached' });
    expect(await tabTitles(page)).toEqual(['仪表盘', '用户管理', '查询表格']);

    // Typed but not searched (spaces around the list's empty keyword), so the URL cannot bring it back.
    await userSearch(page).fill('   ');
    const before = await userSearch(page).elementHandle();
    await tab(page, '用户管理').click({ button: 'right' });
    await page.getByRole('menuitem', { name: texts.reload }).click();
    // The remounted page's field is a new element: wait for the old one to go.
    await page.waitForFunction((old) => !old?.isConnected, before);
    expect(await userSearch(page).inputValue()).toBe('');
  });
});
