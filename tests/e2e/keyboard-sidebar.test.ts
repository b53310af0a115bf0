/**
 * The sidebar with the keyboard alone at desktop width: Tab reaches its links and Enter opens a
 * page; Enter and Space open and close a group; the arrow keys move through the menu and into and
 * out of groups; in the collapsed sidebar, Enter or ArrowRight opens a group's flyout with the
 * focus inside, and Escape closes it with the focus back on the group's button.
 */
import type { Page } from 'playwright-core';
import { signedInPage, waitForPath } from './support/app';
import { useE2e } from './support/e2e-session';

jest.setTimeout(60_000);

const e2e = useE2e();
const sidebar = (page: Page) => page.getByRole('complementary');
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The focused element's accessible name as the tests read it: its label, else its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim();
  });

/** Presses Tab until the focus is on `name` (at most `limit` times), answering whether it got there. */
async function tabTo(page: Page, name: string, limit = 40): Promise<boolean> {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    if ((await focusedName(page)) === name) return true;
  }
  return false;
}

/**
 * With the focus on the collapsed sidebar's group `name`, presses `key` and waits until its
 * flyout is open with the focus on an item; answers the flyout.
 */
async function openFlyout(page: Page, name: string, key: string) {
  await page.keyboard.press(key);
  const flyout = page.getByRole('menu', { name });
  await flyout.waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
  return flyout;
}

let page: Page;

beforeAll(async () => {
  ({ page } = await signedInPage(e2e));
});

describe('the expanded sidebar', () => {
  it('is reached by Tab, and Enter on a link opens its page', async () => {
    await page.goto('/system/user');
    await sidebar(page).getByRole('menuitem', { name: '用户管理' }).waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await tabTo(page, '仪表盘')).toBe(true);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/dashboard');
    // The router renders a navigation after the URL moved, and that render opens the new page's
    // branch of the menu, closing any group opened meanwhile: the next test waits for it.
    await sidebar(page).getByRole('menuitem', { name: '仪表盘' }).and(page.locator('[aria-current="page"]')).waitFor();
  });

  it('opens and closes a group with Enter and Space', async () => {
    const group = sidebar(page).getByRole('menuitem', { name: '组件示例' });
    await group.focus();
    expect(await group.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    await sidebar(page).getByRole('menuitem', { name: '数字动画' }).waitFor();
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press(' ');
    await sidebar(page).getByRole('menuitem', { name: '数字动画' }).waitFor({ state: 'detached' });
    expect(await group.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves with the arrow keys: down and up the menu, into a group and back out of it', async () => {
    await sidebar(page).getByRole('menuitem', { name: '仪表盘' }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await focusedName(page)).toBe('系统管理');
    await page.keyboard.press('ArrowRight');
    await sidebar(page).getByRole('menuitem', { name: '菜单管理' }).waitFor();
    await page.keyboard.press('ArrowRight');
    expect(await focusedName(page)).toBe('菜单管理');
    await page.keyboard.press('ArrowDown');
    expect(await focusedName(page)).toBe('资源管理');
    await page.keyboard.press('ArrowLeft');
    expect(await focusedName(page)).toBe('系统管理');
    await page.keyboard.press('ArrowLeft');
    await sidebar(page).getByRole('menuitem', { name: '菜单管理' }).waitFor({ state: 'detached' });
    await page.keyboard.press('ArrowUp');
    expect(await focusedName(page)).toBe('仪表盘');
    await page.keyboard.press('End');
    expect(await focusedName(page)).toBe('文档');
    await page.keyboard.press('Home');
    expect(await focusedName(page)).toBe('仪表盘');
  });
});

describe('the collapsed sidebar', () => {
  beforeAll(async () => {
    await page.getByRole('button', { name: '折叠侧边栏' }).click();
    await sidebar(page).getByRole('button', { name: '系统管理' }).waitFor();
  });

  afterAll(async () => {
    // The collapsed state is remembered: expand again for whoever uses this context next.
    await page.getByRole('button', { name: '折叠侧边栏' }).click();
  });

  it('opens a flyout on Enter with the focus inside, and Escape closes it with the focus back', async () => {
    const button = sidebar(page).getByRole('button', { name: '系统管理' });
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await tabTo(page, '系统管理')).toBe(true);
    // Focus alone opens nothing.
    expect(await page.getByRole('menu', { name: '系统管理' }).count()).toBe(0);
    const flyout = await openFlyout(page, '系统管理', 'Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await focusedName(page)).toBe('菜单管理');
    await page.keyboard.press('ArrowDown');
    expect(await focusedName(page)).toBe('资源管理');
    await page.keyboard.press('Escape');
    await flyout.waitFor({ state: 'hidden' });
    expect(await focusedName(page)).toBe('系统管理');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a flyout on ArrowRight, and Enter on its item opens the page', async () => {
    await sidebar(page).getByRole('button', { name: '组件示例' }).focus();
    await openFlyout(page, '组件示例', 'ArrowRight');
    await page.keyboard.press('ArrowDown');
    expect(await focusedName(page)).toBe('返回顶部');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/components-demo/back-to-top');
    expect(pathOf(page)).toBe('/components-demo/back-to-top');
  });

  it('closes a flyout on Tab and moves on from its button', async () => {
    await sidebar(page).getByRole('button', { name: '地图' }).focus();
    const flyout = await openFlyout(page, '地图', 'Enter');
    await page.keyboard.press('Tab');
    await flyout.waitFor({ state: 'hidden' });
    expect(await focusedName(page)).toBe('列表页');
  });
});
