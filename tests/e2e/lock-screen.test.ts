/**
 * The lock screen in Chromium, as staff use it: an idle time chosen in the settings drawer locks
 * the screen over a half-typed form, which the right password (checked by the server) gives back
 * as it was; a wrong one is refused; a reload while locked stays locked; five wrong passwords sign
 * the user out; and on a phone the lock comes from the header's menu and fits the screen, with no
 * severe axe finding in either theme. Its screenshots are `screenshots/lock-screen*.png`.
 */
import type { Page } from 'playwright-core';
import { lockScreen as enUSTexts } from '@/i18n/en-US/lock-screen';
import { request as enUSRequest } from '@/i18n/en-US/request';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/language';
import { lockScreen as texts } from '@/i18n/zh-CN/lock-screen';
import { core } from '@/i18n/zh-CN/core';
import { request } from '@/i18n/zh-CN/request';
import { systemUsers } from '@/i18n/zh-CN/system-users';
import { theme } from '@/i18n/zh-CN/theme';
import { ROOT_USER, signIn, waitForPath } from './support/app';
import { audit } from './support/accessibility-audit';
import { collectConsoleErrors, screenshot } from './support/browser';
import { useE2e } from './support/e2e-session';
import { escapeOverlay, overlayEntered } from './support/overlay';
import { describeClicks, traceClicks } from './support/click-trace';
import { chineseTexts } from './support/foreign-words';
import { openRoute } from './support/routes';

jest.setTimeout(120_000);

const e2e = useE2e();

const lock = (page: Page) => page.getByRole('dialog', { name: texts.title });
const hint = texts.hint.replace('{userName}', ROOT_USER.userName);

/** Types `password` into the lock and sends it. */
async function unlockWith(page: Page, password: string): Promise<void> {
  await lock(page).getByLabel(hint).fill(password);
  await lock(page).getByRole('button', { name: texts.unlock }).click();
}

/** Locks from the user menu (the header's dropdown, or the phone header's 更多 menu). */
async function lockFromUserMenu(page: Page, phone = false): Promise<void> {
  // If the lock does not come, the error says where the clicks went.
  await traceClicks(page);
  await page.getByRole('button', { name: phone ? core.header.more : '超级管理员' }).click();
  await page.getByRole('menuitem', { name: texts.lock }).click();
  await overlayEntered(lock(page)).catch(async (error: Error) => {
    throw new Error(`${error.message}\nthe clicks:\n${await describeClicks(page)}`);
  });
}

describe('the lock screen', () => {
  it('locks after the idle time over a half-typed form, refuses a wrong password, and gives the form back after the right one', async () => {
    const page = await e2e.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = collectConsoleErrors(page, [/400 \(Bad Request\)/]);
    // A clock of the test's, so that an idle minute passes at once.
    await page.clock.install();
    await signIn(e2e, page);
    await page.getByRole('button', { name: theme.settings }).click();
    const drawer = page.getByRole('dialog', { name: theme.settings });
    await overlayEntered(drawer);
    await drawer.getByLabel(texts.setting).selectOption({ label: texts.after.replace('{minutes}', '1') });
    await escapeOverlay(drawer);

    await openRoute(page, '/system/user');
    await page.getByRole('button', { name: systemUsers.add, exact: true }).click();
    const form = page.getByRole('dialog', { name: systemUsers.createTitle });
    await overlayEntered(form);
    await form.getByLabel(systemUsers.userName).fill('half-typed');

    await page.clock.fastForward('01:05');
    await overlayEntered(lock(page));
    // The page and the form behind are out of reach: the focus stays in the lock's overlay, whatever Tab does.
    const focusInLock: boolean[] = [];
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      focusInLock.push(await page.evaluate(() => document.activeElement?.closest('.app-lock-screen') !== null));
    }
    expect(focusInLock).toEqual(Array(6).fill(true));
    await screenshot(page, 'lock-screen', false);

    await unlockWith(page, 'not-the-password');
    await lock(page).getByRole('alert').waitFor();
    expect(await lock(page).getByRole('alert').textContent()).toBe(request.reasons.password_wrong);

    await unlockWith(page, ROOT_USER.password);
    await lock(page).waitFor({ state: 'detached' });
    expect(await form.getByLabel(systemUsers.userName).inputValue()).toBe('half-typed');
    expect(errors).toEqual([]);
  });

  it('stays locked after a reload, with nothing of the page shown, and unlocks there', async () => {
    const page = await e2e.newPage();
    const errors = collectConsoleErrors(page);
    await signIn(e2e, page);
    await lockFromUserMenu(page);
    await page.reload();
    await overlayEntered(lock(page));
    // The lock's backdrop is opaque: the header behind it is covered where the lock's card is not.
    const covered = await page.evaluate(() => {
      const header = document.querySelector('.app-header')!.getBoundingClientRect();
      return document.elementFromPoint(header.left + 5, header.top + 5)?.closest('.app-header') === null;
    });
    expect(covered).toBe(true);
    await unlockWith(page, ROOT_USER.password);
    await lock(page).waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('.app-header').waitFor();
    expect(await lock(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('signs the user out after five wrong passwords', async () => {
    const page = await e2e.newPage();
    collectConsoleErrors(page);
    await signIn(e2e, page);
    await lockFromUserMenu(page);
    for (let i = 0; i < 4; i += 1) {
      await unlockWith(page, `guess-${i}`);
      await lock(page).getByRole('alert').waitFor();
      await lock(page).getByRole('button', { name: texts.unlock }).and(page.locator(':not(.bp6-loading)')).waitFor();
    }
    await unlockWith(page, 'guess-4');
    await waitForPath(page, '/login');
    expect(await lock(page).count()).toBe(0);
  });

  it('speaks English to an English reader: its texts and its refusal from the en-US catalogue, no Chinese, no severe axe finding', async () => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = collectConsoleErrors(page, [/400 \(Bad Request\)/]);
    await page.context().addInitScript((key) => localStorage.setItem(key, '"en-US"'), LANGUAGE_STORAGE_KEY);
    await signIn(e2e, page);
    await page.getByRole('button', { name: '超级管理员' }).click();
    await page.getByRole('menuitem', { name: enUSTexts.lock }).click();
    const englishLock = page.getByRole('dialog', { name: enUSTexts.title });
    await overlayEntered(englishLock);
    await englishLock.getByLabel(enUSTexts.hint.replace('{userName}', ROOT_USER.userName)).fill('not-the-password');
    await englishLock.getByRole('button', { name: enUSTexts.unlock }).click();
    await englishLock.getByRole('alert').waitFor();
    const refusal = await englishLock.getByRole('alert').textContent();
    // Only the lock is in reach while it is up: what the page shows is the lock's chrome.
    const chinese = await chineseTexts(page, 'lock screen');
    const { findings } = await audit(page, 'lock screen (en-US)');
    expect({ refusal, chinese, findings }).toEqual({
      refusal: enUSRequest.reasons.password_wrong,
      chinese: [],
      findings: [],
    });
    await englishLock.getByLabel(enUSTexts.hint.replace('{userName}', ROOT_USER.userName)).fill(ROOT_USER.password);
    await englishLock.getByRole('button', { name: enUSTexts.unlock }).click();
    await englishLock.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('on a phone, locks from the header’s menu and fits the screen, with no severe axe finding in either theme', async () => {
    const page = await e2e.newPage({ viewport: { width: 375, height: 740 }, colorScheme: 'light' });
    const errors = collectConsoleErrors(page);
    await signIn(e2e, page);
    await lockFromUserMenu(page, true);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    const light = await audit(page, 'lock screen (light)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('bp6-dark'));
    const dark = await audit(page, 'lock screen (dark)');
    await screenshot(page, 'lock-screen-phone-dark', false);
    expect({ width, findings: [...light.findings, ...dark.findings] }).toEqual({ width: 375, findings: [] });
    expect(errors).toEqual([]);
  });
});
