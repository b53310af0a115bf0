/** The whole-app tours (axe, phone width): which routes they visit and how they open each. */
import type { Page } from 'playwright-core';
import { seedMenus } from '../../../mock-server/src/data/seed-menus';
import { core as enUSCore } from '../../../web/src/i18n/en-US/core';
import { core as zhCNCore } from '../../../web/src/i18n/zh-CN/core';
import { waitForPath } from './app';

/** Every routed page of the seeded menu tree (groups and the external link are not pages). */
export const MENU_PAGES = seedMenus('https://docs.example.org')
  .filter((menu) => menu.component !== '/layouts/RouteView' && !menu.href)
  .map((menu) => menu.routePath);

/** The error pages, then every menu page: what a signed-in user can open. */
export const SIGNED_IN_ROUTES = ['/404', '/401', '/500', ...MENU_PAGES];

/** Waits until the page's chunks and data have arrived and its loading spinners have left. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelector('.bp6-spinner') === null);
}

/** Opens the login page and waits for its captcha and for the page to settle. */
export async function openLoginPage(page: Page): Promise<void> {
  await page.goto('/login');
  // The captcha image's name in either language (the page may be drawn in English).
  await page.getByRole('img', { name: new RegExp(`^(${zhCNCore.login.captchaImage}|${enUSCore.login.captchaImage})$`) }).waitFor();
  await settle(page);
}

/** Opens `route` (the page signed in) and waits until the app is there and has settled. */
export async function openRoute(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForPath(page, route);
  await settle(page);
}
