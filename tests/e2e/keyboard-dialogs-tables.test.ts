/**
 * 用户管理 by keyboard alone, in Chromium: Tab reaches 新建用户 and Enter opens its dialog, focus is
 * inside and Tab cycles within it, Escape closes it and focus returns to the button; a row's
 * actions are reached by Tab and operated by Enter; the pagination turns pages by keyboard.
 */
import { createHash } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { crud } from '@/i18n/zh-CN/crud';
import { dataTable } from '@/i18n/zh-CN/data-table';
import { systemUsers } from '@/i18n/zh-CN/system-users';
import { signedInPage, storedToken } from './support/app';
import { useE2e } from './support/e2e-session';
import { escapeOverlay } from './support/overlay';

const e2e = useE2e();

jest.setTimeout(90_000);

/** More users than one page of 10 holds, so that there is a second page to turn to. */
const EXTRA_USERS = 12;

let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ page, errors } = await signedInPage(e2e));
  const token = await storedToken(page);
  const password = createHash('md5').update('kbd-pass-1').digest('hex');
  for (let index = 0; index < EXTRA_USERS; index += 1) {
    const response = await fetch(`${e2e.stack.apiBaseUrl}/users`, {
      method: 'POST',
      headers: { Authorization: token ?? '', 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: `kbd-${index}`, realName: `键盘${index}`, password, roleIds: ['r-staff'] }),
    });
    expect(response.status).toBe(200);
  }
});

beforeEach(async () => {
  errors.length = 0;
  await page.goto('/system/user');
  await table().locator('tbody tr:not([aria-hidden])').first().waitFor();
  // Start from the top of the document, as a keyboard user arriving on the page does.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
});

afterEach(() => {
  expect(errors).toEqual([]);
});

const table = () => page.getByRole('table', { name: systemUsers.tableLabel });

/** Whether `target` has the focus. */
const focused = (target: Locator) => target.evaluate((node) => node === document.activeElement);

/** Presses Tab until `target` has the focus; fails after `limit` presses. */
async function tabTo(target: Locator, limit = 120) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await focused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Whether the focus is inside `container`. */
const focusInside = (container: Locator) => container.evaluate((node) => node.contains(document.activeElement));

describe('keyboard use of 用户管理', () => {
  it('opens the new-user dialog with Enter, keeps Tab inside it, and Escape returns focus to the button', async () => {
    const add = page.getByRole('button', { name: systemUsers.add, exact: true });
    await tabTo(add);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: systemUsers.createTitle });
    await dialog.waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
    expect(await focusInside(dialog)).toBe(true);
    await dialog.getByRole('button', { name: '关闭', exact: true }).waitFor();

    const stops = await dialog.locator('input, select, textarea, button').count();
    for (let press = 0; press < stops * 2 + 2; press += 1) {
      await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect({ press, inside: await focusInside(dialog) }).toEqual({ press, inside: true });
    }

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.activeElement?.tagName === 'BUTTON');
    expect(await focused(add)).toBe(true);
  });

  it('reaches a row action by Tab and operates it with Enter', async () => {
    const edit = table()
      .getByRole('button', { name: new RegExp(`^${crud.editRow.replace('{name}', '')}`) })
      .first();
    const userName = (await edit.getAttribute('aria-label'))?.slice(crud.editRow.indexOf('{name}'));
    await tabTo(edit);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: systemUsers.editTitle });
    await dialog.waitFor();
    await expect(dialog.getByLabel(systemUsers.userName, { exact: false }).first().inputValue()).resolves.toBe(
      userName,
    );
    await escapeOverlay(dialog);
    await page.waitForFunction(() => document.activeElement?.tagName === 'BUTTON');
    expect(await focused(edit)).toBe(true);
  });

  it('turns to the next page and back with the keyboard', async () => {
    const pagination = page.getByRole('navigation', { name: dataTable.pagination });
    const next = pagination.getByRole('button', { name: dataTable.next });
    await tabTo(next);
    await page.keyboard.press('Enter');
    const second = pagination.getByRole('button', { name: dataTable.page.replace('{page}', '2') });
    await page.waitForFunction(
      () => document.querySelector('.app-pagination [aria-current="page"]')?.textContent === '2',
    );
    await expect(second.getAttribute('aria-current')).resolves.toBe('page');
    const first = pagination.getByRole('button', { name: dataTable.page.replace('{page}', '1') });
    await tabTo(first);
    await page.keyboard.press('Space');
    await page.waitForFunction(
      () => document.querySelector('.app-pagination [aria-current="page"]')?.textContent === '1',
    );
  });
});
