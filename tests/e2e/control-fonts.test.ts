/**
 * Form controls in the app's font, in a real Chromium: a browser gives buttons, inputs and selects
 * a font of its own (Arial here) unless the page says otherwise, so a typed e-mail and the same
 * e-mail shown as text would differ, and a sortable column header (a button) would sit in another
 * face and weight than its plain neighbours. On 用户管理: the search box, the role filter, the
 * 新建用户 button and the sortable headers, against the page's own text.
 */
import type { Locator, Page } from 'playwright-core';
import { systemUsers } from '@/i18n/zh-CN/system-users';
import { signedInPage } from './support/app';
import { useE2e } from './support/e2e-session';

const e2e = useE2e();

/** The computed font of an element: the properties a reader sees differ when a control's font does. */
const fontOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { family: style.fontFamily, weight: style.fontWeight };
  });

describe('form controls', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ page, errors } = await signedInPage(e2e));
    await page.goto('/system/user');
    await page
      .getByRole('table', { name: systemUsers.tableLabel })
      .locator('tbody tr:not([aria-hidden])')
      .first()
      .waitFor();
  });

  afterAll(() => expect(errors).toEqual([]));

  it('are drawn in the font of the page’s text: a search box, a select and a button', async () => {
    const text = (await fontOf(page.locator('body'))).family;
    const controls = {
      search: page.getByRole('searchbox').first(),
      select: page.getByRole('combobox', { name: systemUsers.roleFilter }),
      button: page.getByRole('button', { name: systemUsers.add, exact: true }),
    };
    const families = Object.fromEntries(
      await Promise.all(
        Object.entries(controls).map(async ([name, control]) => [name, (await fontOf(control)).family]),
      ),
    );
    expect(families).toEqual({ search: text, select: text, button: text });
  });

  it('draw a sortable column header like a plain one: same face, same weight', async () => {
    const headers = page.getByRole('table', { name: systemUsers.tableLabel }).locator('thead th');
    const sortable = headers.locator('button').first();
    const plain = headers.filter({ hasNot: page.locator('button, input') }).first();
    expect(await fontOf(sortable)).toEqual(await fontOf(plain));
  });
});
