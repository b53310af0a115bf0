/**
 * System management in a real Chromium against the production build and the real mock server:
 * root grants part of the menu to a new role and gives it to a new user; that user sees only that
 * menu, no add/edit/delete button, and the server refuses it the system endpoints (401 code 401).
 * The limited seeded account sees a read-only user list. Screenshots of the four pages as root.
 */
import type { Locator, Page } from 'playwright-core';
import type { components } from '@shared/contract/schema';
import { theme as zhCNTheme } from '@/i18n/zh-CN/theme';
import { STAFF_USER, callApi, errorInLayout, signOut, signedInPage, storedToken, signIn } from './support/app';
import { screenshot } from './support/browser';
import { useE2e } from './support/e2e-session';
import { escapeOverlay } from './support/overlay';

type MenuNode = components['schemas']['MenuNode'];

jest.setTimeout(90_000);

const e2e = useE2e();

// Unique per run, so a kept mock data file cannot collide with an earlier run.
const suffix = Date.now().toString(36);
const ROLE_NAME = `审计员-${suffix}`;
const NEW_USER = { userName: `auditor-${suffix}`, realName: '审计员', password: 'audit-123' } as const;

const isIndeterminate = (box: Locator) => box.evaluate((input) => (input as HTMLInputElement).indeterminate);
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/**
 * Ticks a Blueprint checkbox the way a user does, on its label (the input itself is drawn over by
 * its indicator); Playwright waits for the label to stand still, e.g. once a dialog has opened.
 */
async function tick(scope: Locator, name: string): Promise<void> {
  const box = scope.getByRole('checkbox', { name, exact: true });
  // `has` is matched inside each label, so it starts from the page, not from `scope`.
  await scope
    .locator('label')
    .filter({ has: scope.page().getByRole('checkbox', { name, exact: true }) })
    .click();
  if (!(await box.isChecked())) throw new Error(`${name} is still unchecked`);
}

/** The menu tree as `routeName[action,...]` lines, children indented: easy to compare whole. */
function outline(nodes: MenuNode[], depth = 0): string[] {
  return nodes.flatMap((node) => [
    `${'  '.repeat(depth)}${node.routeName}[${node.actions.map((action) => action.code).join(',')}]`,
    ...outline(node.children, depth + 1),
  ]);
}

/**
 * The rings drawn around a focused tree row, read from computed styles: each box-shadow and each
 * outline of the row and what it holds. An outline drawn inside the row in the colour of its fill
 * is not seen; one standing apart from a fill reads as a second ring beside the fill's edge.
 * Runs in the page: self-contained.
 */
function focusRings(row: Element): number {
  const boxes = [row, ...Array.from(row.querySelectorAll('*'))].map((element) => getComputedStyle(element));
  const fills = boxes.map((style) => style.backgroundColor).filter((colour) => colour !== 'rgba(0, 0, 0, 0)');
  return boxes.reduce((rings, style) => {
    const shadows = style.boxShadow === 'none' ? 0 : style.boxShadow.split(/,(?![^(]*\))/).length;
    const drawn =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && style.outlineColor !== 'rgba(0, 0, 0, 0)';
    if (!drawn) return rings + shadows;
    if (parseFloat(style.outlineOffset) > 0) return rings + shadows + 1 + (fills.length > 0 ? 1 : 0);
    return rings + shadows + (fills.includes(style.outlineColor) ? 0 : 1);
  }, 0);
}

/** Opens a page of the app and waits for its first table rows (not the skeleton). */
async function openTable(page: Page, path: string, table: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('table', { name: table }).locator('tbody tr:not([aria-hidden])').first().waitFor();
}

describe('system management', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ page, errors } = await signedInPage(e2e));
  });

  it('shows root the four pages with every add button, and screenshots them', async () => {
    await openTable(page, '/system/user', '用户列表');
    await page.getByRole('button', { name: '新建用户' }).waitFor();
    await page.getByRole('button', { name: '编辑 root' }).waitFor();
    await screenshot(page, 'system-user');

    await openTable(page, '/system/role', '角色列表');
    await page.getByRole('button', { name: '新建角色' }).waitFor();
    await screenshot(page, 'system-role');

    await openTable(page, '/system/resource', '资源列表');
    await page.getByRole('button', { name: '新建资源' }).waitFor();
    await screenshot(page, 'system-resource');

    await page.goto('/system/menu');
    await page.getByRole('main').getByText('用户管理', { exact: true }).click();
    await page.getByRole('form', { name: '编辑菜单' }).waitFor();
    await page.getByRole('button', { name: '保存' }).waitFor();
    await screenshot(page, 'system-menu');
    await page.getByRole('button', { name: '选择操作 query 的资源' }).click();
    await page.getByRole('checkbox', { name: 'GET /api/v1/users', exact: true }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'GET /api/v1/users', exact: true }).isChecked()).toBe(true);
    // Blueprint marks the popover's container once its opening transition is over.
    await page.locator('.bp6-popover-transition-container.bp6-popover-enter-done').waitFor();
    await screenshot(page, 'system-menu-resources');
    await escapeOverlay(page.getByRole('checkbox', { name: 'GET /api/v1/users', exact: true }));
  });

  it('rings the selected, focused menu tree row once, clicked or reached by keyboard, light and dark', async () => {
    await page.goto('/system/menu');
    const row = page.getByRole('treeitem').filter({ has: page.getByText('用户管理', { exact: true }) });
    const rings = async () => {
      await row.evaluate((element) => {
        if (element !== document.activeElement || element.getAttribute('aria-selected') !== 'true')
          throw new Error('the row is not selected and focused');
      });
      return row.evaluate(focusRings);
    };
    for (const toggle of [zhCNTheme.toDark, zhCNTheme.toLight]) {
      await row.click();
      expect(await rings()).toBe(1);
      // Away and back by keyboard: the row is the tree's tab stop, now with keyboard focus.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      expect(await rings()).toBe(1);
      await page.getByRole('button', { name: toggle }).click();
    }
  });

  it('creates a role granting Dashboard and ListPage › QueryList with the query action only', async () => {
    await openTable(page, '/system/role', '角色列表');
    await page.getByRole('button', { name: '新建角色' }).click();
    const dialog = page.getByRole('dialog', { name: '新建角色' });
    await dialog.getByLabel(/^角色名称/).fill(ROLE_NAME);
    await tick(dialog, '仪表盘 · 查询');
    await tick(dialog, '查询表格 · 查询');
    expect(await isIndeterminate(dialog.getByRole('checkbox', { name: '仪表盘', exact: true }))).toBe(true);
    expect(await isIndeterminate(dialog.getByRole('checkbox', { name: '列表页', exact: true }))).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: '系统管理', exact: true }).isChecked()).toBe(false);
    // One row per menu: its own checkbox, then its actions' inline, each named for menu and action.
    const row = await dialog
      .getByRole('group', { name: '查询表格', exact: true })
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label')));
    expect(row[0]).toBeNull();
    expect(row.slice(1)).toEqual(expect.arrayContaining(['查询表格 · 查询']));
    expect(row.slice(1).every((name) => name?.startsWith('查询表格 · '))).toBe(true);
    await screenshot(page, 'system-role-editor');
    await dialog.getByRole('button', { name: '保存' }).click();

    await page.getByText('角色已创建').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await rowOf(page, ROLE_NAME).waitFor();
  });

  it('creates a user holding that role, after the form has refused bad fields', async () => {
    await openTable(page, '/system/user', '用户列表');
    await page.getByRole('button', { name: '新建用户' }).click();
    const dialog = page.getByRole('dialog', { name: '新建用户' });
    await dialog.getByLabel(/^用户名/).fill('-bad name');
    await dialog.getByLabel(/^密码/).fill('123');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('请输入姓名').waitFor();
    await dialog.getByText('密码至少 6 个字符').waitFor();
    await dialog.getByText(/^用户名以字母或数字开头/).waitFor();
    await screenshot(page, 'system-user-form');

    await dialog.getByLabel(/^用户名/).fill(NEW_USER.userName);
    await dialog.getByLabel(/^姓名/).fill(NEW_USER.realName);
    await dialog.getByLabel(/^密码/).fill(NEW_USER.password);
    await dialog.getByLabel(/^确认密码/).fill(NEW_USER.password);
    await tick(dialog, ROLE_NAME);
    await dialog.getByRole('button', { name: '保存' }).click();

    await page.getByText('用户已创建').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await rowOf(page, NEW_USER.userName).filter({ hasText: ROLE_NAME }).waitFor();
  });

  it('logs root out', async () => {
    await signOut(page);
  });

  it('shows the new user only the granted menu, and no add, edit or delete button', async () => {
    await signIn(e2e, page, NEW_USER);
    const token = (await storedToken(page)) ?? '';
    const tree = await callApi(e2e.stack.apiBaseUrl, 'GET', '/pub/current/menutree', token);
    expect(outline((tree.body as { list: MenuNode[] }).list)).toEqual([
      'Dashboard[query]',
      'ListPage[]',
      '  QueryList[query]',
    ]);

    // The sidebar shows a parent with a single child as that child.
    const sidebar = page.getByRole('menu', { name: '主菜单' });
    await sidebar.getByText('仪表盘').waitFor();
    await sidebar.getByText('查询表格').waitFor();
    expect(await sidebar.getByText('系统管理').count()).toBe(0);
    expect(await sidebar.getByText('组件示例').count()).toBe(0);

    await page.goto('/list-page/query-list');
    await page.getByRole('table').locator('tbody tr').first().waitFor();
    for (const name of ['新建', '编辑', '删除'])
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    await screenshot(page, 'system-limited-user-query-list');

    // A page of the product its menu lacks: 401, not 404.
    await page.goto('/system/user');
    expect(await errorInLayout(page, '401')).toBe('/system/user');
  });

  it("refuses the new user's token on a system endpoint with 401 code 401", async () => {
    const token = (await storedToken(page)) ?? '';
    const users = await callApi(e2e.stack.apiBaseUrl, 'GET', '/users', token);
    expect(users.status).toBe(401);
    expect(users.body).toEqual({ error: { code: 401, reason: 'no_permission', message: expect.any(String) } });
    const items = await callApi(e2e.stack.apiBaseUrl, 'GET', '/demo/list-items', token);
    expect(items.status).toBe(200);
  });

  it('shows the limited seeded account a read-only user list', async () => {
    const { page: staff, errors: staffErrors } = await signedInPage(e2e, STAFF_USER);
    await openTable(staff, '/system/user', '用户列表');
    await rowOf(staff, 'root').waitFor();
    expect(await staff.getByRole('button', { name: '新建用户' }).count()).toBe(0);
    expect(await staff.getByRole('button', { name: /^(编辑|删除) / }).count()).toBe(0);
    expect(await staff.getByRole('checkbox', { name: '启用 root' }).isDisabled()).toBe(true);
    // Sorting and paging stay available to a reader.
    await staff.getByRole('button', { name: '按用户名排序' }).click();
    await staff.locator('th[aria-sort="ascending"]').waitFor();
    await screenshot(staff, 'system-user-read-only');
    expect(staffErrors).toEqual([]);
  });

  it('logged no error in the browser', () => {
    expect(errors).toEqual([]);
  });
});
