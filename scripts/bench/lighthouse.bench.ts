/**
 * Lighthouse (the npm package, default mobile preset: Moto G Power emulation, simulated slow 4G
 * and 4× CPU slowdown) on `/login` of the production build, served as `npm start` serves it
 * (precompressed brotli, immutable hashed assets, the in-process mock behind `/api`), and on the
 * floor app (`floor-app/`) built and served the same way in the same run. Runs alternate between
 * the two in Debian's Chromium (`CHROME_PATH` or /usr/bin/chromium), never a downloaded browser.
 * Medians over 3 runs each; the bench asserts nothing.
 */
import { launch } from 'chrome-launcher';
import { requireChromium } from '../ensure-tools';
import { type Stack, startStack } from '../../tests/e2e/support/stack';
import { type FloorApp, startFloorApp } from './floor-app/build';
import { type BenchResult, median, rowOf } from './types';

const RUNS = 3;

/** The flags of a headless Chromium in a container (no sandbox, no GPU, nothing in the background). */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The categories read, by Lighthouse id. */
const CATEGORIES = ['performance', 'seo', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];
type Scores = Record<Category, number> & { lcp: number; fcp: number; tbt: number };

/**
 * One Lighthouse run on `url` through the browser listening on `port`: scores out of 100, metrics
 * in ms; or why the run gave no figures (Lighthouse reports a failed page load as a null score,
 * which must not enter the medians as 0).
 */
async function audit(url: string, port: number): Promise<Scores | { failed: string }> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) return { failed: 'no result' };
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) return { failed: runtimeError.code };
  const nulls = CATEGORIES.filter((id) => typeof categories[id]?.score !== 'number');
  if (nulls.length > 0) return { failed: `no score for ${nulls.join(', ')}` };
  const score = (id: Category) => Math.round(categories[id]!.score! * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    seo: score('seo'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
  };
}

const FLOOR = 'floor app';

/** How often a failed run is tried again before the bench gives up. */
const ATTEMPTS = 3;

/** One complete run of `url`, trying again after a failed one; the failures' reasons. */
async function completeAudit(url: string, port: number): Promise<{ run: Scores; failures: string[] }> {
  const failures: string[] = [];
  while (failures.length < ATTEMPTS) {
    const outcome = await audit(url, port);
    if (!('failed' in outcome)) return { run: outcome, failures };
    failures.push(outcome.failed);
  }
  throw new Error(`every Lighthouse run of ${url} failed: ${failures.join('; ')}`);
}

function rows(app: Scores[], floor: Scores[], failures: string): BenchResult[] {
  const samples = (runs: Scores[], key: keyof Scores) => runs.map((run) => run[key]);
  const peer = (key: keyof Scores) => ({ name: FLOOR, median: median(samples(floor, key)) });
  const times = 'Lighthouse mobile preset on /login (simulated slow 4G, 4× CPU), cold cache';
  const withPeer = (key: keyof Scores, row: Omit<BenchResult, 'median' | 'runs' | 'spread' | 'peer'>) =>
    rowOf(samples(app, key), { ...row, peer: peer(key) });
  return [
    withPeer('performance', {
      name: 'Lighthouse performance, /login',
      times,
      unit: 'score',
      target: { op: '>=', value: 97 },
      note: failures,
    }),
    withPeer('seo', { name: 'Lighthouse SEO, /login', times, unit: 'score', target: { op: '>=', value: 100 } }),
    withPeer('accessibility', {
      name: 'Lighthouse accessibility, /login',
      times,
      unit: 'score',
      note: 'reported, no target',
    }),
    withPeer('best-practices', {
      name: 'Lighthouse best practices, /login',
      times,
      unit: 'score',
      note: 'reported, no target',
    }),
    withPeer('fcp', {
      name: 'Lighthouse FCP (simulated), /login',
      times: `${times}: navigation → first contentful paint`,
      unit: 'ms',
    }),
    withPeer('lcp', {
      name: 'Lighthouse LCP (simulated), /login',
      times: `${times}: navigation → largest contentful paint`,
      unit: 'ms',
    }),
    withPeer('tbt', {
      name: 'Lighthouse total blocking time, /login',
      times: `${times}: FCP → interactive, long tasks' time over 50 ms`,
      unit: 'ms',
    }),
  ];
}

export async function run(): Promise<BenchResult[]> {
  let stack: Stack | undefined;
  let floor: FloorApp | undefined;
  const chrome = await launch({ chromePath: requireChromium(), chromeFlags: CHROME_FLAGS });
  try {
    stack = await startStack();
    floor = await startFloorApp();
    const app: Scores[] = [];
    const floorRuns: Scores[] = [];
    const failures: string[] = [];
    // The two apps alternate, so a slower moment of the machine weighs on both.
    for (let i = 0; i < RUNS; i += 1) {
      const ours = await completeAudit(`${stack.baseUrl}/login`, chrome.port);
      const theirs = await completeAudit(`${floor.baseUrl}/login`, chrome.port);
      app.push(ours.run);
      floorRuns.push(theirs.run);
      failures.push(...ours.failures.map((f) => `/login: ${f}`), ...theirs.failures.map((f) => `${FLOOR}: ${f}`));
    }
    return rows(app, floorRuns, failures.length ? `failed runs, tried again: ${failures.join('; ')}` : 'no failed run');
  } finally {
    chrome.kill();
    await floor?.stop();
    await stack?.stop();
  }
}
