/**
 * Web vitals of the production build in headless Chromium, over loopback against the in-process
 * mock, beside the floor app (`floor-app/`: React, Blueprint core, one login form) built and served
 * the same way in the same run: the login page's first contentful paint and largest contentful
 * paint (a fresh browser context each run, so nothing is cached; the two apps alternate) and what
 * it weighs; then the time from pressing 登录 to the dashboard's figures on screen (the session
 * load, the menu routes, the main layout's and the dashboard's chunks, and the dashboard's call).
 * Medians over 7 runs; the bench asserts nothing.
 */
import type { Browser, Page } from 'playwright-core';
import { ROOT_USER, fillLogin } from '../../tests/e2e/support/app';
import { launchBrowser } from '../../tests/e2e/support/browser';
import { gzipBytes, loginPageLoad, pageLoad } from '../../tests/e2e/support/login-assets';
import { type Stack, startStack } from '../../tests/e2e/support/stack';
import { type FloorApp, startFloorApp } from './floor-app/build';
import { type BenchResult, median, rowOf } from './types';

const RUNS = 7;

/** The first-load budget for `/login` (docs/login-weight.md): HTML, JS and CSS, gzip. */
const FIRST_LOAD_BUDGET_BYTES = 180_000;

/**
 * The paint entries inside the page once it is drawn: FCP, and the latest LCP candidate (the
 * largest element painted so far; the page is settled when this runs). Passed as source text:
 * tsx would wrap a function's inner helpers in its `__name` helper, which does not exist in the page.
 */
const PAINTS_SCRIPT = `new Promise((resolve) => {
  const paints = { fcp: NaN, lcp: NaN };
  new PerformanceObserver((list) => {
    const fcp = list.getEntries().find((entry) => entry.name === 'first-contentful-paint');
    if (fcp) paints.fcp = fcp.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    paints.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // Buffered entries arrive in a task after observe(); one frame later both are in.
  requestAnimationFrame(() => setTimeout(() => resolve(paints), 0));
})`;

interface Paints {
  fcp: number;
  lcp: number;
}

/** How a page of each app shows it is drawn. */
const LOGIN_DRAWN = (page: Page) => page.getByRole('img', { name: '验证码图片，点击刷新' }).waitFor();
const FLOOR_DRAWN = (page: Page) => page.getByRole('button', { name: 'Log in' }).waitFor();

/** Opens `/login` at `baseUrl` in a fresh context; answers its paints and, while still open, runs `then`. */
async function paintsOf(
  browser: Browser,
  baseUrl: string,
  drawn: (page: Page) => Promise<void>,
  then?: (page: Page) => Promise<number>,
) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await drawn(page);
    const paints = await page.evaluate<Paints>(PAINTS_SCRIPT);
    return { ...paints, after: then ? await then(page) : NaN };
  } finally {
    await context.close();
  }
}

/** Logs in as root from the login page; answers the ms from the click on 登录 to the dashboard's figures. */
async function loginToDashboard(page: Page): Promise<number> {
  await fillLogin(page, ROOT_USER.userName, ROOT_USER.password);
  const started = performance.now();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('img', { name: /^近 14 天登录趋势/ }).waitFor();
  return performance.now() - started;
}

/** What `/login` weighs (HTML, JS and CSS, gzip) in a fresh context: deterministic, so one run is its own median. */
async function firstLoadBytes(
  browser: Browser,
  baseUrl: string,
  load: (page: Page) => Promise<{ assets: Parameters<typeof gzipBytes>[0] }>,
) {
  const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block' });
  try {
    const { assets } = await load(await context.newPage());
    return { gzip: gzipBytes(assets), files: assets.length };
  } finally {
    await context.close();
  }
}

export async function run(): Promise<BenchResult[]> {
  let stack: Stack | undefined;
  let floor: FloorApp | undefined;
  const browser = await launchBrowser();
  try {
    stack = await startStack();
    floor = await startFloorApp();
    // One unmeasured run each warms the servers and Chromium's own start-up paths.
    await paintsOf(browser, stack.baseUrl, LOGIN_DRAWN, loginToDashboard);
    await paintsOf(browser, floor.baseUrl, FLOOR_DRAWN);
    type Run = Awaited<ReturnType<typeof paintsOf>>;
    const app: Run[] = [];
    const peer: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      app.push(await paintsOf(browser, stack.baseUrl, LOGIN_DRAWN, loginToDashboard));
      peer.push(await paintsOf(browser, floor.baseUrl, FLOOR_DRAWN));
    }
    const bytes = await firstLoadBytes(browser, stack.baseUrl, loginPageLoad);
    const floorBytes = await firstLoadBytes(browser, floor.baseUrl, (page) => pageLoad(page, '/login', FLOOR_DRAWN));
    const floorPeer = (values: number[]) => ({ name: 'floor app', median: median(values) });
    const paintRow = (paint: 'fcp' | 'lcp', what: string) =>
      rowOf(
        app.map((r) => r[paint]),
        {
          name: `login page ${what} (cold cache)`,
          times: `navigation start → ${what}, Chromium, loopback`,
          unit: 'ms',
          peer: floorPeer(peer.map((r) => r[paint])),
        },
      );
    return [
      rowOf([bytes.gzip], {
        name: 'login page first load (gzip)',
        times: 'bytes of the HTML, scripts and styles /login loads, gzip',
        unit: 'bytes',
        peer: floorPeer([floorBytes.gzip]),
        target: { op: '<=', value: FIRST_LOAD_BUDGET_BYTES },
        note: `${bytes.files} files (floor app ${floorBytes.files}); held by tests/e2e/login-bundle-size.test.ts`,
      }),
      paintRow('fcp', 'first contentful paint'),
      paintRow('lcp', 'largest contentful paint'),
      rowOf(
        app.map((r) => r.after),
        {
          name: 'press 登录 -> dashboard figures shown',
          times: 'click on 登录 → dashboard figures on screen, Chromium',
          unit: 'ms',
        },
      ),
    ];
  } finally {
    await browser.close();
    await floor?.stop();
    await stack?.stop();
  }
}
