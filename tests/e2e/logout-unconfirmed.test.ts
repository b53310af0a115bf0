/**
 * A logout the server cannot confirm (its answer a 503) in a real Chromium: the device is signed
 * out all the same, but the user is told that the server did not confirm it and that the session
 * ends by itself when its token expires, never that the logout succeeded.
 */
import type { Page } from 'playwright-core';
import { ROOT_USER, storedToken, waitForPath, signIn } from './support/app';
import { collectConsoleErrors } from './support/browser';
import { useE2e } from './support/e2e-session';
import { core } from '@/i18n/zh-CN/core';

jest.setTimeout(60_000);

const e2e = useE2e();

const toast = (page: Page, text: string) => page.locator('.bp6-toast').filter({ hasText: text });

it('warns that the server did not confirm a failed logout, and still lands on Login signed out', async () => {
  // Playwright's routing sees the page's requests only without the app's service worker.
  const page = await e2e.newPage({ serviceWorkers: 'block' });
  const errors = collectConsoleErrors(page, [/status of 503/, /^logout failed/, /^Service worker registration failed/]);
  await signIn(e2e, page, ROOT_USER);
  await page.route('**/api/**/pub/login/exit', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 503, message: 'unavailable' } }),
    }),
  );

  await page.locator('.app-user-button').click();
  await page.getByRole('menuitem', { name: core.header.logout }).click();
  await toast(page, core.session.logoutUnconfirmed).waitFor({ timeout: 10_000 });
  await waitForPath(page, '/login');
  await page.locator('#login-userName').waitFor();

  expect(await toast(page, core.session.logoutUnconfirmed).isVisible()).toBe(true);
  expect(await toast(page, core.session.loggedOut).count()).toBe(0);
  // The 503's own error message belonged to the session that ended.
  expect(await page.locator('.bp6-toast').count()).toBe(1);
  expect(await storedToken(page)).toBeNull();
  expect(errors).toEqual([]);
});
