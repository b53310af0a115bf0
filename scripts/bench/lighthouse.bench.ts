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
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The categories read, by Lighthouse id. */
const CATEGORIES = ['performance', 'seo', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];
type Scores = Record<Category, number> & { lcp: number; fcp: number; tbt: number };

/** One Lighthouse run on `url` through the browser listening on `port`: scores out of 100, metrics in ms. */
async function audit(url: string, port: number): Promise<Scores> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse produced no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: Category) => Math.round((categories[id]?.score ?? 0) * 100);
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

function rows(app: Scores[], floor: Scores[]): BenchResult[] {
  const samples = (runs: Scores[], key: keyof Scores) => runs.map((run) => run[key]);
  const peer = (key: keyof Scores) => ({ name: FLOOR, median: median(samples(floor, key)) });
  const times = 'Lighthouse mobile preset on /login (simulated slow 4G, 4× CPU), cold cache';
  const withPeer = (key: keyof Scores, row: Omit<BenchResult, 'median' | 'runs' | 'spread' | 'peer'>) => rowOf(samples(app, key), { ...row, peer: peer(key) });
  return [
    withPeer('performance', { name: 'Lighthouse performance, /login', times, unit: 'score', target: { op: '>=', value: 97 } }),
    withPeer('seo', { name: 'Lighthouse SEO, /login', times, unit: 'score', target: { op: '>=', value: 100 } }),
    withPeer('accessibility', { name: 'Lighthouse accessibility, /login', times, unit: 'score', note: 'reported, no target' }),
    withPeer('best-practices', { name: 'Lighthouse best practices, /login', times, unit: 'score', note: 'reported, no target' }),
    withPeer('fcp', { name: 'Lighthouse FCP (simulated), /login', times: `${times}: navigation → first contentful paint`, unit: 'ms' }),
    withPeer('lcp', { name: 'Lighthouse LCP (simulated), /login', times: `${times}: navigation → largest contentful paint`, unit: 'ms' }),
    withPeer('tbt', { name: 'Lighthouse total blocking time, /login', times: `${times}: FCP → interactive, long tasks' time over 50 ms`, unit: 'ms' }),
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
    for (let i = 0; i < RUNS; i += 1) {
      app.push(await audit(`${stack.baseUrl}/login`, chrome.port));
      floorRuns.push(await audit(`${floor.baseUrl}/login`, chrome.port));
    }
    return rows(app, floorRuns);
  } finally {
    chrome.kill();
    await floor?.stop();
    await stack?.stop();
  }
}
