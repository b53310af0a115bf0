/**
 * The layout modes in Chromium, as staff use them: the menu chosen in the settings drawer to sit
 * in the header (top) or split between the header and the sidebar (mixed), driven by pointer and
 * keyboard to 系统管理 → 用户管理 with the tab bar and the breadcrumb following, the items the
 * header has no room for in its 更多菜单, the choice kept by a reload, the phone layout at 375 px
 * unchanged whatever the choice, and no severe axe finding in either theme. Its screenshots
 * `screenshots/layout-top.png` and `screenshots/layout-mixed.png` are the README's (`docs/screenshots/`).
 */
import type { Locator, Page } from 'playwright-core';
import { core } from '@/i18n/zh-CN/core';
import { layoutModes as texts } from '@/i18n/zh-CN/layout-modes';
import { shell } from '@/i18n/zh-CN/shell';
import { theme } from '@/i18n/zh-CN/theme';
import { a11y } from '@/i18n/zh-CN/a11y';
import { STAFF_USER, signIn, waitForPath } from './support/app';
import { audit } from './support/accessibility-audit';
import { collectConsoleErrors, screenshot } from './support/browser';
import { useE2e } from './support/e2e-session';
import { escapeOverlay, overlayEntered, popoverEntered } from './support/overlay';
import { openRoute, settle, trackRequests } from './support/routes';
import { sidebarWidth } from './support/sidebar';

jest.setTimeout(180_000);

const e2e = useE2e();
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 740 };
const SYSTEM_PAGES = ['菜单管理', '资源管理', '角色管理', '用户管理', '操作日志', '登录日志'];

/** Blueprint draws its own indicator over a radio's input, which takes the click for it. */
const BLUEPRINT_CONTROL = { force: true } as const;

const headerMenu = (page: Page) => page.getByRole('navigation', { name: texts.headerMenu });
const sidebar = (page: Page) => page.getByRole('complementary');
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: a11y.breadcrumb });

/** Chooses `mode` under 菜单布局 in the settings drawer, and closes it. */
async function chooseLayout(page: Page, mode: string): Promise<void> {
  await page.getByRole('button', { name: theme.settings }).click();
  const drawer = page.getByRole('dialog', { name: theme.settings });
  await overlayEntered(drawer);
  await drawer
    .getByRole('radiogroup', { name: texts.label })
    .getByRole('radio', { name: mode })
    .check(BLUEPRINT_CONTROL);
  await escapeOverlay(drawer);
}

/** The accessible names of the items of the menu `menu`, in order, once it shows (a navigation renders it a moment after the address moves). */
async function itemNames(menu: Locator): Promise<(string | undefined)[]> {
  await menu.getByRole('menuitem').first().waitFor();
  return menu.getByRole('menuitem').evaluateAll((items) => items.map((item) => item.textContent?.trim()));
}

/** The names of the header menu's items on screen (links and buttons), in order. */
const barItems = (page: Page) =>
  headerMenu(page)
    .locator('li')
    .evaluateAll((items) =>
      items.filter((item) => item.checkVisibility({ visibilityProperty: true })).map((item) => item.textContent),
    );

/** axe over the page in light, then in dark (the system's scheme, which the app follows); severe findings. */
async function auditBothThemes(page: Page, name: string): Promise<string[]> {
  const light = await audit(page, `${name} (light)`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => document.documentElement.classList.contains('bp6-dark'));
  const dark = await audit(page, `${name} (dark)`);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(() => !document.documentElement.classList.contains('bp6-dark'));
  return [...light.findings, ...dark.findings];
}

/** A desktop page signed in as root with `mode` chosen, and the errors it reports from the start. */
async function signedInWith(mode: string): Promise<{ page: Page; errors: string[] }> {
  const page = await e2e.newPage({ viewport: DESKTOP, colorScheme: 'light' });
  const errors = collectConsoleErrors(page);
  // Settled by its requests, not Playwright's `networkidle`, which the notices' stream never lets come.
  trackRequests(page);
  await signIn(e2e, page);
  await chooseLayout(page, mode);
  return { page, errors };
}

describe('the top layout', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ page, errors } = await signedInWith(texts.top));
  });

  it('puts the whole menu in the header, with no sidebar and no sidebar toggle', async () => {
    await headerMenu(page).waitFor();
    expect(await sidebar(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: core.header.toggleSidebar }).count()).toBe(0);
    expect(await barItems(page)).toEqual(['仪表盘', '系统管理', '组件示例', '地图', '列表页', '文档']);
  });

  it('opens 系统管理’s menu from the header and goes to 用户管理, which the tab bar and the breadcrumb follow', async () => {
    await headerMenu(page).getByRole('button', { name: '系统管理' }).click();
    const menu = await popoverEntered(page.getByRole('menu', { name: '系统管理' }));
    expect(await itemNames(menu)).toEqual(SYSTEM_PAGES);
    await menu.getByRole('menuitem', { name: '用户管理' }).click();
    await waitForPath(page, '/system/user');
    await settle(page);
    expect(await page.getByRole('tab', { name: /用户管理/ }).getAttribute('aria-selected')).toBe('true');
    expect(await breadcrumb(page).textContent()).toContain('系统管理用户管理');
    // The group holding the page is marked; the page is its own menu's current item.
    expect(await headerMenu(page).getByRole('button', { name: '系统管理' }).getAttribute('class')).toContain(
      'bp6-active',
    );
    await screenshot(page, 'layout-top', false);
  });

  it('is driven from the keyboard: arrows along the bar, ArrowDown into a group, Escape back', async () => {
    await headerMenu(page).getByRole('link', { name: '仪表盘' }).focus();
    await page.keyboard.press('ArrowRight');
    const system = headerMenu(page).getByRole('button', { name: '系统管理' });
    expect(await system.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: '系统管理' });
    await page.waitForFunction(() => document.activeElement?.textContent === '菜单管理');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await system.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.textContent === '菜单管理');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/system/resource');
  });

  it('moves what the header has no room for into 更多菜单', async () => {
    await page.setViewportSize({ width: 900, height: 800 });
    const more = headerMenu(page).getByRole('button', { name: texts.more });
    await more.waitFor();
    const shown = await barItems(page);
    expect(shown.length).toBeLessThan(7);
    expect(shown.at(-1)).toBe(texts.more);
    await more.click();
    const menu = page.getByRole('menu', { name: texts.more });
    await popoverEntered(menu);
    // What is not on the bar is in the menu, in order (a group's pages fly out only when it is hovered).
    const all = ['仪表盘', '系统管理', '组件示例', '地图', '列表页', '文档'];
    expect(await menu.locator('[role="menuitem"] .bp6-fill').allTextContents()).toEqual(all.slice(shown.length - 1));
    await menu.getByRole('menuitem', { name: '列表页' }).hover();
    await page.getByRole('menuitem', { name: '查询表格' }).click();
    await waitForPath(page, '/list-page/query-list');
    await page.setViewportSize(DESKTOP);
    await more.waitFor({ state: 'hidden' });
  });

  it('is still the top layout after a reload, and axe finds nothing severe in either theme', async () => {
    await openRoute(page, '/system/user');
    await headerMenu(page).waitFor();
    expect(await sidebar(page).count()).toBe(0);
    expect(await auditBothThemes(page, '/system/user, top layout')).toEqual([]);
    await headerMenu(page).getByRole('button', { name: '系统管理' }).click();
    await popoverEntered(page.getByRole('menu', { name: '系统管理' }));
    expect(await auditBothThemes(page, '/system/user, top layout, 系统管理 open')).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the mixed layout', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ page, errors } = await signedInWith(texts.mixed));
  });

  it('puts the first level in the header, and no sidebar beside a page of the first level', async () => {
    await headerMenu(page).waitFor();
    expect(await headerMenu(page).getByRole('link').allTextContents()).toEqual([
      '仪表盘',
      '系统管理',
      '组件示例',
      '地图',
      '列表页',
      '文档',
    ]);
    expect(await headerMenu(page).getByRole('link', { name: '仪表盘' }).getAttribute('aria-current')).toBe('page');
    expect(await sidebar(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: core.header.toggleSidebar }).count()).toBe(0);
  });

  it('opens 系统管理 from the header at its first page, with its pages alone in the sidebar, and goes to 用户管理', async () => {
    await headerMenu(page).getByRole('link', { name: '系统管理' }).click();
    await waitForPath(page, '/system/menu');
    const menu = sidebar(page).getByRole('menu', { name: shell.layout.menu });
    expect(await itemNames(menu)).toEqual(SYSTEM_PAGES);
    await menu.getByRole('menuitem', { name: '用户管理' }).click();
    await waitForPath(page, '/system/user');
    await settle(page);
    expect(await headerMenu(page).getByRole('link', { name: '系统管理' }).getAttribute('aria-current')).toBe('true');
    expect(await breadcrumb(page).textContent()).toContain('系统管理用户管理');
    expect(await page.getByRole('tab', { name: /用户管理/ }).getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'layout-mixed', false);
  });

  it('follows the route: another group’s page, opened by its address, shows that group in the sidebar', async () => {
    await openRoute(page, '/maps-page/openlayers');
    expect(await headerMenu(page).getByRole('link', { name: '地图' }).getAttribute('aria-current')).toBe('true');
    expect(await itemNames(sidebar(page).getByRole('menu'))).toEqual(['Leaflet', 'OpenLayers', 'ArcGIS', 'Mapbox']);
  });

  it('collapses its sidebar, and stays the mixed layout after a reload', async () => {
    await openRoute(page, '/system/user');
    expect(await sidebarWidth(page)).toBe(256);
    await page.getByRole('button', { name: core.header.toggleSidebar }).click();
    expect(await sidebarWidth(page)).toBe(64);
    await page.getByRole('button', { name: core.header.toggleSidebar }).click();
    expect(await sidebarWidth(page)).toBe(256);
    await page.reload();
    await headerMenu(page).waitFor();
    expect(await itemNames(sidebar(page).getByRole('menu'))).toEqual(SYSTEM_PAGES);
  });

  it('has no severe axe finding in either theme', async () => {
    await settle(page);
    expect(await auditBothThemes(page, '/system/user, mixed layout')).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('for a limited account', () => {
  it('holds only the menus the server’s tree gives it, in the header as in the sidebar', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP });
    const errors = collectConsoleErrors(page);
    await signIn(e2e, page, STAFF_USER);
    const sidebarItems = await itemNames(sidebar(page).getByRole('menu'));
    await chooseLayout(page, texts.top);
    await headerMenu(page).waitFor();
    // staff holds one page of 系统管理, shown in its group's place, and no map.
    expect(await barItems(page)).toEqual(['仪表盘', '用户管理', '组件示例', '列表页', '文档']);
    expect(sidebarItems).toEqual(['仪表盘', '用户管理', '组件示例', '列表页', '文档']);
    expect(errors).toEqual([]);
  });
});

describe.each([
  ['top', texts.top],
  ['mixed', texts.mixed],
])('on a phone, with the %s layout chosen', (_mode, label) => {
  it('is the phone layout: no menu in the header, the whole menu in the drawer, nothing severe for axe', async () => {
    const { page, errors } = await signedInWith(label);
    await headerMenu(page).waitFor();
    await page.setViewportSize(PHONE);
    await openRoute(page, '/dashboard');
    expect(await headerMenu(page).count()).toBe(0);
    expect(await sidebar(page).count()).toBe(0);
    // The phone header's own breadcrumb, and no other.
    expect(await breadcrumb(page).count()).toBe(1);
    await page.getByRole('button', { name: core.header.openNavigation }).click();
    const drawer = page.getByRole('dialog', { name: core.header.navigation });
    await overlayEntered(drawer);
    await drawer.getByRole('menuitem', { name: '系统管理' }).click();
    await drawer.getByRole('menuitem', { name: '用户管理' }).click();
    await waitForPath(page, '/system/user');
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    expect(await auditBothThemes(page, `/system/user, phone, ${label}`)).toEqual([]);
    // Back at desktop width, the chosen layout again.
    await page.setViewportSize(DESKTOP);
    await headerMenu(page).waitFor();
    expect(errors).toEqual([]);
  });
});
