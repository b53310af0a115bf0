/**
 * What the dashboard adds to the login page on the wire: the scripts and styles a root login
 * fetches beyond those the login page already loaded (the main layout, the dashboard, the icons
 * the sidebar and the page draw), as a first visit sees them.
 */
import type { Page } from 'playwright-core';
import { ROOT_USER, submitLogin } from './app';
import { type Asset, gzipBytes } from './login-assets';

/** How long no script or style may be in flight before the page counts as settled. */
const QUIET_MS = 500;

/** The login page's files, those the signed-in dashboard fetched after them, and its icons. */
export interface DashboardAssets {
  login: Asset[];
  beyond: Asset[];
  /** The gzip size of `beyond`: the figure the 60 000 B budget holds. */
  beyondGzip: number;
  /**
   * What the page fetched after it settled, until its live notices' stream opened: the code the
   * main layout loads in the background once the first screen is drawn (the notices' stream and
   * drawer), held to a budget of its own.
   */
  background: Asset[];
  /** The names of the icons still drawn as empty placeholders once the page settled. */
  undrawnIcons: string[];
}

/** Records the page's script and style responses and answers when none has been in flight for `QUIET_MS`. */
function recordAssets(page: Page) {
  const responses: Promise<Asset | null>[] = [];
  let inFlight = 0;
  let lastChange = Date.now();
  const isAsset = (url: string) => /^\/(js|css)\//.test(new URL(url).pathname);
  const settle = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (!isAsset(request.url())) return;
    inFlight += 1;
    lastChange = Date.now();
  });
  page.on('requestfinished', (request) => isAsset(request.url()) && settle());
  page.on('requestfailed', (request) => isAsset(request.url()) && settle());
  page.on('response', (response) => {
    if (!isAsset(response.url())) return;
    const url = new URL(response.url()).pathname;
    responses.push(
      response.body().then(
        (body) => ({ url, body }),
        () => null,
      ),
    );
  });
  const quiet = async () => {
    while (inFlight > 0 || Date.now() - lastChange < QUIET_MS) await page.waitForTimeout(100);
  };
  return { responses, quiet };
}

/**
 * Opens `/login`, waits until it settles, logs in as root and waits until the dashboard's figures
 * are drawn and no script has been in flight for a while (the icons fetched). `page` should belong
 * to a context that blocks service workers, so each file is fetched by the page itself.
 */
export async function assetsOfDashboard(page: Page): Promise<DashboardAssets> {
  const { responses, quiet } = recordAssets(page);
  await page.goto('/login');
  await page.getByRole('img', { name: '验证码图片，点击刷新' }).waitFor();
  await quiet();
  const loginCount = responses.length;
  await submitLogin(page, ROOT_USER.userName, ROOT_USER.password);
  await page.getByRole('img', { name: /^近 14 天登录趋势/ }).waitFor();
  await quiet();
  const settledCount = responses.length;
  await page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/pub/current/notices/stream'));
  await quiet();
  const all = await Promise.all(responses);
  const present = (asset: Asset | null): asset is Asset => asset !== null;
  const login = all.slice(0, loginCount).filter(present);
  const seen = new Set(login.map((asset) => asset.url));
  const beyond = all
    .slice(loginCount, settledCount)
    .filter(present)
    .filter((asset) => !seen.has(asset.url));
  const background = all.slice(settledCount).filter(present);
  const undrawnIcons = await page
    .locator('span.bp6-icon:empty')
    .evaluateAll((spans) => spans.map((span) => span.getAttribute('data-icon') ?? '?'));
  return { login, beyond, beyondGzip: gzipBytes(beyond), background, undrawnIcons };
}
