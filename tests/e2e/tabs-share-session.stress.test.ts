/**
 * Two tabs of one browser (one context: they share localStorage) signed in to one session with a
 * short-lived token (6 s): the tabs take turns refreshing it, so each round costs about one refresh
 * and no tab is refused one and sent to Login; a sign-out in one tab takes the other to Login too.
 */
import type { Page } from 'playwright-core';
import { ROOT_USER, login, signOut, storedToken, waitForPath } from './support/app';
import { collectConsoleErrors } from './support/browser';
import { useE2e } from './support/e2e-session';
import { a11y } from '@/i18n/zh-CN/a11y';
import { core } from '@/i18n/zh-CN/core';
import { watch } from './support/refresh-watch';

jest.setTimeout(90_000);

/** Refresh rounds watched with both tabs open (a 6 s token is refreshed every 4 s or so). */
const ROUNDS = Number(process.env.TABS_ROUNDS ?? 4);

const e2e = useE2e({ tokenTtlSeconds: 6 });

const sidebar = (page: Page) => page.getByRole('complementary');
const menuItem = (page: Page, name: string) => sidebar(page).getByRole('menuitem', { name, exact: true });

/** Waits until the stored token is no longer `old` (a refresh round ended) and answers the new one. */
async function nextStoredToken(page: Page, old: string | null): Promise<string | null> {
  await page.waitForFunction(
    (previous) => {
      const raw = window.localStorage.getItem('admin-auth-token');
      return raw !== null && (JSON.parse(raw) as { token?: string }).token !== previous;
    },
    old,
    { timeout: 20_000 },
  );
  return storedToken(page);
}

/** Opens the user list through the sidebar (an in-app navigation, no reload) and waits for its rows from the API. */
async function openUserList(page: Page) {
  await page.bringToFront();
  if (!(await menuItem(page, '用户管理').isVisible())) await menuItem(page, '系统管理').click();
  await menuItem(page, '用户管理').click();
  await waitForPath(page, '/system/user');
  await page.getByText('staff', { exact: true }).first().waitFor();
}

it(`keeps two tabs signed in over ${ROUNDS} refresh rounds with about one refresh a round, and signs both out together`, async () => {
  const first = await e2e.newPage();
  const second = await first.context().newPage();
  const errors = [first, second].map((page) => collectConsoleErrors(page));
  await login(first, ROOT_USER.userName, ROOT_USER.password);
  await second.goto('/dashboard');
  await second.getByRole('navigation', { name: a11y.breadcrumb }).waitFor();
  const tabs = [watch(first), watch(second)];

  let token = await storedToken(first);
  const tokens = [token];
  for (let round = 0; round < ROUNDS; round += 1) {
    token = await nextStoredToken(first, token).catch(async (error: Error) => {
      // What each tab went through, so that a stalled round tells a refusal from a refresh never made.
      const seen = tabs.map(
        (tab, index) =>
          `tab ${index + 1}: refreshes ${JSON.stringify(tab.refreshes)}, paths ${JSON.stringify(tab.paths)}`,
      );
      throw new Error(
        `${error.message}\nround ${round + 1}; ${seen.join('; ')}; token stored: ${(await storedToken(first)) !== null}`,
      );
    });
    tokens.push(token);
  }
  const statuses = tabs.flatMap((tab) => tab.refreshes);
  console.info(
    `tabs-share-session: ${ROUNDS} rounds, ${statuses.length} refresh calls (${tabs.map((tab) => tab.refreshes.length).join(' + ')}), statuses ${JSON.stringify(statuses)}`,
  );
  expect(new Set(tokens).size).toBe(ROUNDS + 1);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  // One refresh a round; the round under way when the count is taken may add one.
  expect(statuses.length).toBeLessThanOrEqual(ROUNDS + 1);
  for (const tab of tabs) expect(tab.paths).not.toContain('/login');
  // Each tab reaches the API with the token it holds now, after an in-app navigation.
  await openUserList(first);
  await openUserList(second);

  await first.bringToFront();
  await signOut(first);
  await waitForPath(second, '/login');
  await second.getByText(core.session.signedOutElsewhere).waitFor();
  expect(await storedToken(second)).toBeNull();
  expect(errors.flat()).toEqual([]);
});
