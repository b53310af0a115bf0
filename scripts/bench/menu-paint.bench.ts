/**
 * The menu's path as a user waits for it, in headless Chromium on the production build: root logs
 * in against a mock seeded with 100, 1 000 and 10 000 synthetic menus (`MOCK_MENU_NODES`), and the
 * page itself times the menu tree response's arrival (its resource entry's `responseEnd`) to the
 * sidebar painted (Element Timing's `renderTime` of its entries' text: when the frame that drew
 * them was presented), with the long tasks in between (longtask observer). Medians over 5 runs after one warm-up run;
 * the bench asserts nothing.
 */
import type { Browser } from 'playwright-core';
import { syntheticMenus } from '../../mock-server/src/data/seed-synthetic-menus';
import { ROOT_USER, submitLogin } from '../../tests/e2e/support/app';
import { launchBrowser } from '../../tests/e2e/support/browser';
import { type Stack, startStack } from '../../tests/e2e/support/stack';
import { type BenchResult, median, rowOf } from './types';

const RUNS = 5;
const SIZES = [100, 1_000, 10_000];
/** The size the issue sets its figures for. */
const TARGET_SIZE = 10_000;
/** A long task above this blocks the page noticeably. */
const LONG_TASK_MS = 200;

/**
 * Installed before the app's own scripts in every document: records long tasks, and when the
 * sidebar's first entry is in the DOM (React commits the entries in one go) marks its texts for
 * Element Timing, whose `renderTime` is when the frame that painted them was presented: the pixels.
 * The mark is made in the mutation's microtask, before that frame. Beside it, the probe earlier
 * stops used: the first task after the next frame (a message posted from requestAnimationFrame),
 * which also counts whatever task the app queued for after the frame. Source text, not a function:
 * tsx would wrap inner helpers in its `__name`, which the page lacks.
 */
const PROBE = `(() => {
  const state = { longTasks: [], painted: undefined, afterFrame: undefined };
  window.__menuPaint = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier === 'sidebar' && state.painted === undefined) state.painted = entry.renderTime;
    }
  }).observe({ type: 'element', buffered: true });
  const observer = new MutationObserver(() => {
    const first = document.querySelector('.app-sidebar__nav li');
    if (!first) return;
    observer.disconnect();
    for (const element of first.querySelectorAll('*')) {
      if ([...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent.trim() !== '')) element.setAttribute('elementtiming', 'sidebar');
    }
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { state.afterFrame = performance.now(); };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;

/**
 * Waits for the paint, lets late long-task entries arrive, and answers the figures. The clock starts
 * at the first menu tree response of the page, the tree itself (the session load's); a later one
 * is a freshness check (a 304), which is part of the wait and must not restart the clock. A page
 * that reports no paint of the entries within 5 s after the frame fails the bench.
 */
const READ = `new Promise((resolve, reject) => {
  const state = window.__menuPaint;
  const started = performance.now();
  const wait = () => {
    if (state.painted === undefined || state.afterFrame === undefined) {
      if (performance.now() - started > 5000 && state.afterFrame !== undefined) return reject(new Error('menu-paint: no Element Timing entry for the sidebar'));
      return setTimeout(wait, 20);
    }
    setTimeout(() => {
      const menu = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/pub/current/menutree'));
      resolve({ responseEnd: menu ? menu.responseEnd : NaN, painted: state.painted, afterFrame: state.afterFrame, longTasks: state.longTasks });
    }, 300);
  };
  wait();
})`;

interface Probe {
  responseEnd: number;
  painted: number;
  afterFrame: number;
  longTasks: { start: number; end: number }[];
}

interface RunFigures {
  /** Menu response → sidebar painted, ms. */
  paint: number;
  /** Menu response → the first task after the next frame (the earlier probe), ms. */
  afterFrame: number;
  /** Longest task overlapping that span, ms (0 when none passed the longtask API's 50 ms floor). */
  longest: number;
  /** Tasks over `LONG_TASK_MS` in that span. */
  over: number;
  /** Top-level entries the sidebar showed. */
  topEntries: number;
}

async function oneRun(browser: Browser, stack: Stack): Promise<RunFigures> {
  const context = await browser.newContext({ baseURL: stack.baseUrl, viewport: { width: 1366, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(PROBE);
    await page.goto('/login');
    await page.locator('#login-userName').waitFor();
    await submitLogin(page, ROOT_USER.userName, ROOT_USER.password);
    // Only the page's own cheap poll runs until the paint: Playwright's locator waits (`login`'s
    // wait for the breadcrumb) compute ARIA roles over the whole document on the page's main thread,
    // and inside the window they delayed the frame being timed by tens of milliseconds.
    const probe = await page.evaluate<Probe>(READ);
    await page.waitForURL((url) => url.pathname !== '/login');
    if (!Number.isFinite(probe.responseEnd)) throw new Error('menu-paint: no menu tree response in the page');
    const tasks = probe.longTasks
      .filter((task) => task.end > probe.responseEnd && task.start < probe.painted)
      .map((task) => task.end - task.start);
    return {
      paint: probe.painted - probe.responseEnd,
      afterFrame: probe.afterFrame - probe.responseEnd,
      longest: Math.max(0, ...tasks),
      over: tasks.filter((duration) => duration > LONG_TASK_MS).length,
      topEntries: await page.locator('.app-sidebar-menu > li:not(.app-submenu)').count(),
    };
  } finally {
    await context.close();
  }
}

async function measureSize(browser: Browser, nodes: number): Promise<BenchResult[]> {
  const stack = await startStack({ menuNodes: nodes });
  try {
    await oneRun(browser, stack);
    const runs: RunFigures[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await oneRun(browser, stack));
    const syntheticTops = syntheticMenus(nodes, 0).filter((menu) => menu.parentId === null).length;
    if (runs.some((run) => run.topEntries < syntheticTops))
      throw new Error(`menu-paint: the sidebar showed fewer than the ${syntheticTops} synthetic top-level entries`);
    const label = `${nodes.toLocaleString('en')} menu nodes`;
    const atTarget = nodes === TARGET_SIZE;
    return [
      rowOf(
        runs.map((run) => run.paint),
        {
          name: `menu response → sidebar painted, ${label}`,
          times:
            "menutree responseEnd → the sidebar entries' paint (Element Timing renderTime), root signed in, production build, Chromium",
          unit: 'ms',
          ...(atTarget && { target: { op: '<=', value: 100 } as const }),
          note: `${runs[0]!.topEntries} top-level entries shown; the first task after that frame (the probe of stops 21–25): median ${median(runs.map((run) => run.afterFrame)).toFixed(0)} ms`,
        },
      ),
      rowOf(
        runs.map((run) => run.longest),
        {
          name: `longest task, menu response → sidebar, ${label}`,
          times:
            'longest task (longtask observer) overlapping menutree responseEnd → sidebar painted; 0 = none over 50 ms',
          unit: 'ms',
          ...(atTarget && { target: { op: '<=', value: LONG_TASK_MS } as const }),
          note: `tasks over ${LONG_TASK_MS} ms: ${runs.map((run) => run.over).join(', ')} (per run)`,
        },
      ),
    ];
  } finally {
    await stack.stop();
  }
}

export async function run(): Promise<BenchResult[]> {
  const browser = await launchBrowser();
  try {
    const rows: BenchResult[] = [];
    for (const nodes of SIZES) rows.push(...(await measureSize(browser, nodes)));
    return rows;
  } finally {
    await browser.close();
  }
}
