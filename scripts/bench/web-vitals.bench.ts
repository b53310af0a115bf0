/**
 * Web vitals of the production build in headless Chromium, over loopback against the in-process
 * mock: the login page's first contentful paint (a fresh browser context each run, so nothing is
 * cached), and the time from pressing 登录 to the dashboard's figures on screen (the session load,
 * the menu routes, the main layout's and the dashboard's chunks, and the dashboard's call).
 * Medians over 7 runs; the bench asserts nothing.
 */
import type { Browser, Page } from 'playwright-core';
import { ROOT_USER, fillLogin } from '../../tests/e2e/support/app';
import { launchBrowser } from '../../tests/e2e/support/browser';
import { gzipBytes, loginPageLoad } from '../../tests/e2e/support/login-assets';
import { type Stack, startStack } from '../../tests/e2e/support/stack';
import { type BenchResult, rowOf } from './types';

const RUNS = 7;

/**
 * Waits for the paint entry inside the page. Passed as source text: tsx would wrap a function's
 * inner helpers in its `__name` helper, which does not exist in the page.
 */
const FCP_SCRIPT = `new Promise((resolve) => {
  const found = (entries) => entries.find((entry) => entry.name === 'first-contentful-paint');
  const now = found(performance.getEntriesByType('paint'));
  if (now) return resolve(now.startTime);
  new PerformanceObserver((list, observer) => {
    const entry = found(list.getEntries());
    if (entry) { observer.disconnect(); resolve(entry.startTime); }
  }).observe({ type: 'paint', buffered: true });
})`;

async function firstContentfulPaint(page: Page): Promise<number> {
  return page.evaluate<number>(FCP_SCRIPT);
}

async function oneRun(browser: Browser, stack: Stack): Promise<{ fcp: number; loginToDashboard: number }> {
  const context = await browser.newContext({ baseURL: stack.baseUrl, viewport: { width: 1366, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    const fcp = await firstContentfulPaint(page);
    await fillLogin(page, ROOT_USER.userName, ROOT_USER.password);
    const started = performance.now();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByRole('img', { name: '近 14 天登录次数' }).waitFor();
    return { fcp, loginToDashboard: performance.now() - started };
  } finally {
    await context.close();
  }
}

/** What the login page weighs: deterministic, so one run is its own median. */
async function loginPageBytes(browser: Browser, stack: Stack): Promise<{ gzip: number; files: number }> {
  const context = await browser.newContext({ baseURL: stack.baseUrl });
  try {
    const { assets } = await loginPageLoad(await context.newPage());
    return { gzip: gzipBytes(assets), files: assets.length };
  } finally {
    await context.close();
  }
}

export async function run(): Promise<BenchResult[]> {
  const stack = await startStack();
  const browser = await launchBrowser();
  try {
    // One unmeasured run warms the servers and Chromium's own start-up paths.
    await oneRun(browser, stack);
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await oneRun(browser, stack));
    const fcps = runs.map((r) => r.fcp);
    const logins = runs.map((r) => r.loginToDashboard);
    const bytes = await loginPageBytes(browser, stack);
    return [
      rowOf([bytes.gzip], {
        name: 'login page JS + CSS (gzip)',
        times: 'bytes of every file the login page loads, gzip',
        unit: 'bytes',
        note: `${bytes.files} files; budget 200 000 (tests/e2e/login-bundle-size.test.ts)`,
      }),
      rowOf(fcps, { name: 'login page first contentful paint (cold cache)', times: 'navigation start → first contentful paint, Chromium', unit: 'ms' }),
      rowOf(logins, { name: 'press 登录 -> dashboard figures shown', times: 'click on 登录 → dashboard figures on screen, Chromium', unit: 'ms' }),
    ];
  } finally {
    await browser.close();
    await stack.stop();
  }
}
