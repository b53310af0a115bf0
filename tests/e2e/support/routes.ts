/** The whole-app tours (axe, phone width): how they open each route and wait for it to settle. */
import type { Page, Request } from 'playwright-core';
import { core as enUSCore } from '@/i18n/en-US/core';
import { core as zhCNCore } from '@/i18n/zh-CN/core';
import { panelId, tabId } from '@/layouts/main-layout/tab-bar/tab-ids';
import { waitForPath } from './app';
import { MENU_PAGES } from './tour-routes';

/** How long the network must stay quiet for a loaded page to count as settled: Playwright's `networkidle`. */
const LOAD_QUIET_MS = 500;

/**
 * Waits until the page's chunks and data have arrived and its loading spinners have left. A page
 * whose requests are tracked ({@link trackRequests}) waits on them, and a wait that times out names
 * the requests still in flight; `networkidle` only says it timed out.
 */
export async function settle(page: Page): Promise<void> {
  if (traffic.has(page)) await networkQuiet(page, LOAD_QUIET_MS);
  else await page.waitForLoadState('networkidle');
  await spinnersGone(page);
}

/** Waits until no loading spinner is on screen (hidden tabs may keep theirs). */
async function spinnersGone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.bp6-spinner')].every((spinner) => !spinner.checkVisibility()),
  );
}

/** Opens the login page and waits for its captcha and for the page to settle. */
export async function openLoginPage(page: Page): Promise<void> {
  trackRequests(page);
  await page.goto('/login');
  // The captcha image's name in either language (the page may be drawn in English).
  await page
    .getByRole('img', { name: new RegExp(`^(${zhCNCore.login.captchaImage}|${enUSCore.login.captchaImage})$`) })
    .waitFor();
  await settle(page);
}

/** Opens `route` (the page signed in) and waits until the app is there and has settled. */
export async function openRoute(page: Page, route: string): Promise<void> {
  trackRequests(page);
  await page.goto(route);
  await waitForPath(page, route);
  await settle(page);
}

/** How long the network must stay quiet for a page opened in the app to count as settled. */
const QUIET_MS = 150;

/** Whether `request` opens the signed-in user's stream of notices (server-sent events). */
const isEventStream = (request: Request): boolean => new URL(request.url()).pathname.endsWith('/notices/stream');

/** The requests each tracked page has in flight, and when that set last changed. */
const traffic = new WeakMap<Page, { pending: Set<Request>; changedAt: number }>();

/**
 * Tracks the requests `page` sends from now on, for {@link openRouteInApp}: Playwright's
 * `networkidle` is a state of the document, reached once per load, so it cannot tell when the
 * requests of a navigation inside the app have ended.
 */
export function trackRequests(page: Page): void {
  if (traffic.has(page)) return;
  const state = { pending: new Set<Request>(), changedAt: Date.now() };
  traffic.set(page, state);
  const settled = (request: Request) => {
    if (state.pending.delete(request)) state.changedAt = Date.now();
  };
  page.on('request', (request) => {
    // The live notices' stream stays open as long as the session: no page waits for it to end.
    if (isEventStream(request)) return;
    state.pending.add(request);
    state.changedAt = Date.now();
  });
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
}

/** Waits until `page` has had no request in flight for `quietMs`; says which are pending when it times out. */
async function networkQuiet(page: Page, quietMs = QUIET_MS, timeoutMs = 30_000): Promise<void> {
  const state = traffic.get(page);
  if (!state) throw new Error('networkQuiet: call trackRequests(page) before the page loads');
  const deadline = Date.now() + timeoutMs;
  while (state.pending.size > 0 || Date.now() - state.changedAt < quietMs) {
    if (Date.now() > deadline)
      throw new Error(
        `the network did not go quiet; pending: ${[...state.pending].map((request) => request.url()).join(', ')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Opens `route` in the app already running in `page` (signed in, its requests tracked by
 * {@link trackRequests}). A menu page opens as the browser's back and forward buttons do: a history
 * entry and a `popstate`, which the router follows. Nothing reloads, so a tour of every page does
 * not pay the app's start (nor what the test injected) once per page; it waits for the page's tab
 * panel to show (the pages opened before stay in theirs, hidden), the network to go quiet and its
 * spinners to leave. The error pages open no tab, so they are loaded ({@link openRoute}).
 */
export async function openRouteInApp(page: Page, route: string): Promise<void> {
  if (!MENU_PAGES.includes(route)) return openRoute(page, route);
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, route);
  await page.locator(`#${panelId(route)}`).waitFor();
  await networkQuiet(page);
  await spinnersGone(page);
}

/**
 * Closes every tab but the fixed one and `route`'s, which is on screen (a middle click, as a user
 * closes a tab without showing it). A tour that opens each page in the app would otherwise keep
 * every page it visited alive in a hidden panel: DOM that whatever reads the whole document (axe)
 * walks again on every later page, and maps that go on drawing.
 */
export async function closeOtherTabs(page: Page, route: string): Promise<void> {
  const others = page.locator(`[role="tab"]:not(#${tabId(route)})`).filter({ has: page.locator('.app-tab__close') });
  for (let open = await others.count(); open > 0; open -= 1) {
    await others.first().click({ button: 'middle' });
    // The bar and the panels follow the same store: one tab fewer, one panel fewer.
    await others.nth(open - 1).waitFor({ state: 'detached' });
  }
}
