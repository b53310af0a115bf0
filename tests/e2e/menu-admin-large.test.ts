/**
 * The menu management page with 2 000 menus created through the API, in a real Chromium: the
 * document holds a screenful of rows, never the tree. At first only the top level is shown; a
 * search opens its whole result, and the keyboard still reaches its last row. The sidebar lists the
 * created groups too.
 */
import type { Page } from 'playwright-core';
import { signedInPage, storedToken } from './support/app';
import { useE2e } from './support/e2e-session';
import { SHAPE_2000, bulkMenuName, createMenuTree } from './support/menu-tree-seed';

jest.setTimeout(120_000);

const e2e = useE2e();

/** Rows a 800 px high window can show in the tree's box, plus the overscan either side. */
const SCREENFUL = 60;

let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ page, errors } = await signedInPage(e2e));
  const created = await createMenuTree(e2e.stack.mock, (await storedToken(page))!, SHAPE_2000);
  expect(created).toBe(2000);
}, 120_000);

const tree = () => page.getByRole('tree', { name: '菜单树' });
const rows = () => tree().getByRole('treeitem');
/** The row of the menu at `path` (1-based): its name starts the row's, and no deeper path follows. */
const rowNamed = (path: number[]) =>
  tree().getByRole('treeitem', { name: new RegExp(`^${bulkMenuName(path)}(?![-\\d])`) });
const focused = () => page.locator('[role=treeitem]:focus');

describe('menu management with 2 000 menus', () => {
  it('shows the top level only, and a branch’s children once it is opened', async () => {
    await page.goto('/system/menu');
    await tree().waitFor();
    expect(await tree().locator('[aria-level="2"]').count()).toBe(0);
    expect(await rows().count()).toBeLessThanOrEqual(SCREENFUL);

    await rows().first().focus();
    await page.keyboard.press('End');
    expect(await focused().getAttribute('aria-posinset')).toBe(await focused().getAttribute('aria-setsize'));
    await expect(focused().textContent()).resolves.toMatch(/^批量 20\//);
    await page.keyboard.press('ArrowRight');
    await rowNamed([20, 9]).waitFor();
    expect(await tree().locator('[aria-level="2"]').count()).toBe(9);
    expect(await tree().locator('[aria-level="3"]').count()).toBe(0);
  });

  it('opens a search result whole, keeps a screenful in the document, and reaches its last row', async () => {
    await page.getByRole('searchbox', { name: '名称、路由名或路径' }).fill('批量');
    await page.keyboard.press('Enter');
    await rowNamed([1, 1]).waitFor();
    expect(await rows().count()).toBeLessThanOrEqual(SCREENFUL);

    await rows().first().focus();
    await page.keyboard.press('End');
    await expect(focused().textContent()).resolves.toMatch(/^批量 20-9-10\//);
    expect(await focused().isVisible()).toBe(true);
    expect(await focused().getAttribute('aria-level')).toBe('3');
    expect(await rows().count()).toBeLessThanOrEqual(SCREENFUL);

    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: '编辑菜单' });
    await form.getByText('编辑菜单 · 批量 20-9-10').waitFor();
    // The parent select lays out its 2 000 options only once reached.
    const parent = form.getByRole('combobox', { name: '上级菜单' });
    const options = () => parent.evaluate((select) => (select as HTMLSelectElement).options.length);
    expect(await options()).toBe(2);
    await parent.focus();
    // The search's 2 000 menus less the edited one, plus the top level.
    expect(await options()).toBe(2000);
    expect(await parent.inputValue()).not.toBe('');
  });

  it('lists every top-level menu in the sidebar, those below the first screen a frame after it', async () => {
    await page.goto('/dashboard');
    const topLevel = page.locator('.app-sidebar-menu > li:not(.app-submenu)');
    await page
      .getByRole('menu', { name: '主菜单' })
      .getByRole('menuitem', { name: bulkMenuName([20]) })
      .waitFor();
    // More than the first screen (21 entries at 800 px): the 20 created groups follow the seed's.
    expect(await topLevel.count()).toBeGreaterThan(21);
    const titles = await topLevel.allTextContents();
    for (let i = 1; i <= 20; i += 1) expect(titles.some((title) => title.startsWith(bulkMenuName([i])))).toBe(true);
  });

  it('logged no errors in the browser', () => {
    expect(errors).toEqual([]);
  });
});
