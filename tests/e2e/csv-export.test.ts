/**
 * CSV export in a real Chromium against the production build and the real mock: root filters the
 * user list down to a query that spans two pages and exports it; the downloaded file holds every
 * row of the query, in the list's order, under the catalogue's titles, with a formula defused.
 * The seeded staff account (which may read the user list) sees no 导出 button, and the API refuses it.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { STAFF_USER, callApi, signOut, signedInPage, storedToken, signIn } from './support/app';
import { screenshot } from './support/browser';
import { useE2e } from './support/e2e-session';

jest.setTimeout(90_000);

const e2e = useE2e();

// Unique per run, so a kept mock data file cannot collide with an earlier run.
const PREFIX = `csv${Date.now().toString(36)}`;
/** More than one page of 10. */
const USERS = 12;
const FORMULA = '=SUM(A1:A9)';

/** The records of an RFC 4180 document (quoted fields may hold commas and quotes), BOM dropped. */
function csvRows(text: string): string[][] {
  const rows = text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '');
  return rows.map((line) =>
    [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
      .map(([, field = '']) => (field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field))
      .slice(0, -1),
  );
}

async function createUsers(apiBaseUrl: string, token: string): Promise<void> {
  for (let i = 1; i <= USERS; i += 1) {
    const response = await fetch(`${apiBaseUrl}/users`, {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        userName: `${PREFIX}-${String(i).padStart(2, '0')}`,
        realName: i === 1 ? FORMULA : `导出 ${i}`,
        password: '0123456789abcdef0123456789abcdef',
        roleIds: ['r-staff'],
      }),
    });
    if (response.status !== 200) throw new Error(`creating user ${i}: ${response.status} ${await response.text()}`);
  }
}

/** The user names of the table's rows. */
const tableUserNames = (page: Page) =>
  page.getByRole('table', { name: '用户列表' }).locator('tbody tr:not([aria-hidden]) td strong').allTextContents();

describe('CSV export', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ page, errors } = await signedInPage(e2e));
    await createUsers(e2e.stack.apiBaseUrl, (await storedToken(page)) ?? '');
  });

  it('downloads every page of root’s filtered user list, titled from the catalogue', async () => {
    await page.goto('/system/user');
    await page.getByPlaceholder('用户名、姓名、邮箱或手机号').fill(PREFIX);
    await page.keyboard.press('Enter');
    await page.getByText(`共 ${USERS} 条`).waitFor();
    const firstPage = await tableUserNames(page);
    expect(firstPage).toHaveLength(10);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('users.csv');
    const text = readFileSync(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF用户名,姓名,角色,邮箱,手机号,状态,创建时间\r\n')).toBe(true);
    const [, ...rows] = csvRows(text);
    expect(rows).toHaveLength(USERS);
    // The list's order (newest first) across both pages.
    expect(rows.slice(0, 10).map((row) => row[0])).toEqual(firstPage);
    expect(rows.map((row) => row[0]).sort()).toEqual(
      Array.from({ length: USERS }, (_, i) => `${PREFIX}-${String(i + 1).padStart(2, '0')}`),
    );
    expect(rows.find((row) => row[0] === `${PREFIX}-01`)?.[1]).toBe(`'${FORMULA}`);
    expect(new Set(rows.map((row) => row[2]))).toEqual(new Set(['普通员工']));
    // The server writes the status code; the app writes it as the list's switch shows it.
    expect(new Set(rows.map((row) => row[5]))).toEqual(new Set(['启用']));

    await page.getByText(`已导出 ${USERS} 行`).waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'csv-export');
    expect(errors).toEqual([]);
  });

  it('shows staff, who may read the users, no 导出 button, and the API refuses them the export', async () => {
    await signOut(page);
    await signIn(e2e, page, STAFF_USER);
    await page.goto('/system/user');
    await page.getByRole('table', { name: '用户列表' }).locator('tbody tr:not([aria-hidden])').first().waitFor();
    await page.getByRole('button', { name: '刷新' }).waitFor();
    expect(await page.getByRole('button', { name: '导出' }).count()).toBe(0);
    const refused = await callApi(
      e2e.stack.apiBaseUrl,
      'GET',
      `/users/export?queryValue=${PREFIX}`,
      (await storedToken(page)) ?? '',
    );
    expect(refused).toEqual({
      status: 401,
      body: { error: { code: 401, reason: 'no_permission', message: 'no permission for this call' } },
    });
  });
});
