/**
 * Icons load one at a time (web/src/app/icon-loader.ts), Blueprint's own included: tree carets,
 * dialog close buttons, the icons of menu items. Every one of them is drawn once it has loaded,
 * and the menu form refuses an icon name Blueprint does not have.
 */
import type { Page } from 'playwright-core';
import { signedInPage } from './support/app';
import { useE2e } from './support/e2e-session';
import { escapeOverlay } from './support/overlay';

jest.setTimeout(90_000);

const e2e = useE2e();

/** The names of the icons still drawn as empty placeholders once none has been missing for a while. */
async function undrawnIcons(page: Page): Promise<string[]> {
  const empty = 'span.bp6-icon:empty';
  await page
    .waitForFunction((selector) => document.querySelectorAll(selector).length === 0, empty, { timeout: 10_000 })
    .catch(() => undefined);
  return page.locator(empty).evaluateAll((spans) => spans.map((span) => span.getAttribute('data-icon') ?? '?'));
}

describe('icons loaded one at a time', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ page, errors } = await signedInPage(e2e));
  });

  it("draws the menu tree's carets and icons, and the menu form refuses an unknown icon name", async () => {
    await page.goto('/system/menu');
    await page.getByRole('main').getByText('用户管理', { exact: true }).click();
    const form = page.getByRole('form', { name: '编辑菜单' });
    await form.waitFor();
    expect(await page.locator('.bp6-tree-node-caret svg').count()).toBeGreaterThan(0);
    expect(await undrawnIcons(page)).toEqual([]);

    await form.getByLabel(/^图标/).fill('not-an-icon');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('不是 Blueprint 的图标名').waitFor();
    await form.getByLabel(/^图标/).fill('people');
    await form.getByText('不是 Blueprint 的图标名').waitFor({ state: 'hidden' });
  });

  it("draws a dialog's close button", async () => {
    await page.goto('/system/user');
    await page.getByRole('button', { name: '新建用户' }).click();
    const dialog = page.getByRole('dialog', { name: '新建用户' });
    await dialog.locator('.bp6-dialog-close-button svg').waitFor();
    expect(await undrawnIcons(page)).toEqual([]);
    await escapeOverlay(dialog);
  });

  it('logs no console error (an icon that failed to load would log one)', () => {
    expect(errors).toEqual([]);
  });
});
