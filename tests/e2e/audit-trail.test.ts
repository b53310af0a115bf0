/**
 * The audit trail in Chromium, as staff use it: root changes a role's grants in 角色管理 and finds
 * the change in 操作日志 by its filters, with the grants before and after in its details; a
 * wrong password then a good one at the login form, and 登录日志 shows the refusal with its
 * reason; the filters and the open record survive a reload; the export downloads the log as CSV
 * titled from the catalogue; and on a phone, in the dark theme, both pages and the details fit
 * with no severe axe finding. Its screenshots `screenshots/operation-log.png` and
 * `screenshots/sign-in-log.png` are the README's (`docs/screenshots/`).
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { auditTrail } from '@/i18n/zh-CN/audit-trail';
import { csvExport } from '@/i18n/zh-CN/csv-export';
import { operationLog } from '@/i18n/zh-CN/operation-log';
import { request } from '@/i18n/zh-CN/request';
import { signInLog } from '@/i18n/zh-CN/sign-in-log';
import { systemRoles } from '@/i18n/zh-CN/system-roles';
import { ROOT_USER, login, signOut, signedInPage, submitLogin } from './support/app';
import { audit } from './support/accessibility-audit';
import { screenshot } from './support/browser';
import { useE2e } from './support/e2e-session';
import { overlayEntered } from './support/overlay';
import { openRoute } from './support/routes';

jest.setTimeout(180_000);

const e2e = useE2e();

const ROLE = '普通员工';
/** An action the seeded staff role lacks: ticking it grants 资源管理 to the role. */
const GRANTED = '资源管理 · 查询';

const details = (page: Page) => page.getByRole('dialog', { name: operationLog.detailTitle });
const table = (page: Page, name: string) => page.getByRole('table', { name });
/** The rows of a table's body, each as the texts of its cells. */
const rowTexts = (scope: Locator) =>
  scope
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent?.trim() ?? '')));

/** Waits for the list's rows to stand for the query the URL asks for (no reload in flight). */
async function listSettled(page: Page, name: string): Promise<void> {
  await table(page, name).locator('tbody tr').first().waitFor();
  await page.locator('.app-data-table[aria-busy="false"]').waitFor();
}

/** The CSV's rows, split on commas outside quotes (the cells here hold no line breaks). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1]!.replace(/^"|"$/g, '')))
    .map((cells) => cells.slice(0, -1));
}

describe('the audit trail', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ page, errors } = await signedInPage(e2e));
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it("finds root's change of a role's grants in 操作日志, with the grants before and after", async () => {
    await openRoute(page, '/system/role');
    await page.getByRole('button', { name: `编辑 ${ROLE}` }).click();
    const form = page.getByRole('dialog', { name: systemRoles.editTitle });
    await overlayEntered(form);
    await form
      .locator('label')
      .filter({ has: page.getByRole('checkbox', { name: GRANTED, exact: true }) })
      .click();
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText(systemRoles.updated).first().waitFor();

    await openRoute(page, '/system/operation-log');
    await page
      .getByRole('combobox', { name: operationLog.operationFilter })
      .selectOption(operationLog.operations.updateRole);
    await page.getByRole('searchbox', { name: operationLog.searchPlaceholder }).fill(ROLE);
    await page.keyboard.press('Enter');
    await page.waitForURL(/operation=updateRole/);
    await page.waitForURL(/q=/);
    await listSettled(page, operationLog.tableLabel);
    const [latest] = await rowTexts(table(page, operationLog.tableLabel));
    expect(latest?.slice(1, 6)).toEqual([
      'root（超级管理员）',
      expect.stringMatching(/\S/),
      operationLog.operations.updateRole,
      `角色 · ${ROLE}`,
      auditTrail.results.success,
    ]);

    await page
      .getByRole('button', { name: new RegExp(`${operationLog.operations.updateRole} 的详情$`) })
      .first()
      .click();
    await overlayEntered(details(page));
    const changes = details(page).getByRole('table', { name: operationLog.changes });
    const grants = changes.getByRole('row').filter({ has: page.getByRole('rowheader', { name: systemRoles.grants }) });
    // The grant added is marked on the after side only, and the grants kept stand on both.
    const added = grants.locator('.app-audit-item--added');
    await added.first().waitFor();
    expect(await added.count()).toBeGreaterThan(0);
    expect(await added.allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^${operationLog.added} menuId: .+; actions: query$`))]),
    );
    expect(await grants.locator('td').first().locator('.app-audit-item--added').count()).toBe(0);
    expect(await grants.locator('li:not([class])').count()).toBeGreaterThan(0);
    await screenshot(page, 'operation-log', false);
  });

  it('keeps the filters and the open record through a reload, and closes the record with Esc', async () => {
    const address = page.url();
    expect(new URL(address).searchParams.get('record')).toMatch(/\S/);
    await page.reload();
    await overlayEntered(details(page));
    await details(page).getByRole('table', { name: operationLog.changes }).waitFor();
    expect(page.url()).toBe(address);
    expect(await page.getByRole('combobox', { name: operationLog.operationFilter }).inputValue()).toBe('updateRole');
    await page.keyboard.press('Escape');
    await details(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('record')).toBeNull();
    expect(new URL(page.url()).searchParams.get('operation')).toBe('updateRole');
  });

  it('shows a wrong password at the login form in 登录日志 with its reason, then exports the log as CSV', async () => {
    await signOut(page);
    await submitLogin(page, ROOT_USER.userName, 'not-the-password');
    await page.getByText(request.reasons.login_failed).first().waitFor();
    await login(page, ROOT_USER.userName, ROOT_USER.password);

    await openRoute(page, '/system/sign-in-log');
    await page.getByRole('combobox', { name: signInLog.eventFilter }).selectOption(signInLog.events.login);
    await page.getByRole('combobox', { name: auditTrail.resultFilter }).selectOption(auditTrail.results.failure);
    await page.waitForURL(/event=login&result=failure|result=failure.*event=login|event=login.*result=failure/);
    await listSettled(page, signInLog.tableLabel);
    const [refused] = await rowTexts(table(page, signInLog.tableLabel));
    expect(refused?.slice(1, 4)).toEqual([
      ROOT_USER.userName,
      signInLog.events.login,
      `${auditTrail.results.failure}${request.reasons.login_failed}`,
    ]);
    await screenshot(page, 'sign-in-log', false);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: csvExport.export }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('sign-in-log.csv');
    const [header, ...rows] = csvRows(readFileSync(await download.path(), 'utf8'));
    expect(header).toEqual([
      signInLog.at,
      signInLog.userName,
      signInLog.event,
      signInLog.result,
      signInLog.reason,
      signInLog.clientAddress,
      signInLog.userAgent,
    ]);
    // The export holds the filtered query, codes written as the list shows them.
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.slice(1, 5).join('|')))).toEqual(
      new Set([
        [ROOT_USER.userName, signInLog.events.login, auditTrail.results.failure, request.reasons.login_failed].join(
          '|',
        ),
      ]),
    );
    // The refused login's answer and the app's log of it are the expected console errors.
    expect(errors.filter((error) => !/400 \(Bad Request\)|^login failed/.test(error))).toEqual([]);
  });

  it('fits a phone in the dark theme, the details too, with no severe axe finding', async () => {
    const phone = await e2e.newPage({ viewport: { width: 375, height: 740 }, colorScheme: 'dark' });
    const phoneErrors: string[] = [];
    phone.on('console', (message) => message.type() === 'error' && phoneErrors.push(message.text()));
    await login(phone, ROOT_USER.userName, ROOT_USER.password);
    await phone.waitForFunction(() => document.documentElement.classList.contains('bp6-dark'));
    const findings: string[] = [];
    const widths: number[] = [];
    for (const route of ['/system/sign-in-log', '/system/operation-log']) {
      await openRoute(phone, route);
      await table(phone, route.endsWith('sign-in-log') ? signInLog.tableLabel : operationLog.tableLabel)
        .locator('tbody tr')
        .first()
        .waitFor();
      widths.push(await phone.evaluate(() => document.documentElement.scrollWidth));
      findings.push(...(await audit(phone, `${route} (phone, dark)`)).findings);
    }
    await phone
      .getByRole('button', { name: /的详情$/ })
      .first()
      .click();
    await overlayEntered(details(phone));
    await details(phone).getByText(operationLog.changes).waitFor();
    widths.push(await phone.evaluate(() => document.documentElement.scrollWidth));
    findings.push(...(await audit(phone, 'operation details (phone, dark)')).findings);
    expect({ widths, findings, errors: phoneErrors }).toEqual({ widths: [375, 375, 375], findings: [], errors: [] });
  });
});
