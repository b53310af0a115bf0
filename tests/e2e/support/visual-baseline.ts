/**
 * Screens compared with committed baselines, pixel by pixel (pixelmatch), at a tolerance that
 * survives anti-aliasing and font hinting but not a changed colour, size or position. The
 * baselines are `docs/screenshots/<name>.png`, which the README and the docs show too.
 * `VISUAL_UPDATE=1` (`npm run test:visual:update`) writes them anew from the current screens; a
 * run without it never writes one, so a missing baseline fails. A mismatch saves the screen and a
 * diff image (changed pixels in red) under `.cache/visual/`.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Locator, Page } from 'playwright-core';
import { ROOT } from './stack';
import type { CompareAnswer, CompareRequest } from './visual-compare';

export const BASELINE_DIR = path.join(ROOT, 'docs', 'screenshots');
const FAILURE_DIR = path.join(ROOT, '.cache', 'visual');
const UPDATE = process.env.VISUAL_UPDATE === '1';

/** pixelmatch's colour distance (0 to 1) below which two pixels count as the same: its default. */
const PIXEL_THRESHOLD = 0.1;
/** The share of a screen's pixels that may differ (beyond anti-aliased ones) before it fails. */
const DIFFERING_SHARE = 0.001;

/**
 * Hidden for the screenshot: toasts, which come and go with their own timers; and Blueprint's
 * text caret, which blinks.
 */
const SCREENSHOT_STYLE =
  '.bp6-toast-container { display: none !important; } * { caret-color: transparent !important; }';

/** What a comparison found: nothing when the screen matches its baseline. */
export type Mismatch = string;

/** The thread that compares (`visual-compare.ts`), started on the first comparison. */
let comparer: Worker | undefined;
let lastId = 0;

/** Sends `request` to the comparing thread and answers its reply. */
function inWorker(request: Omit<CompareRequest, 'id'>): Promise<CompareAnswer> {
  if (!comparer) {
    // The thread runs the TypeScript source through tsx, as the repository's scripts do.
    const load = [require.resolve('tsx/cjs'), path.join(__dirname, 'visual-compare.ts')];
    comparer = new Worker(load.map((file) => `require(${JSON.stringify(file)});`).join(''), { eval: true });
    // Idle, it must not keep the test run alive.
    comparer.unref();
  }
  const worker = comparer;
  const id = ++lastId;
  return new Promise((resolve, reject) => {
    const onMessage = (answer: CompareAnswer) => {
      if (answer.id !== id) return;
      worker.off('message', onMessage);
      worker.off('error', reject);
      resolve(answer);
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.postMessage({ ...request, id });
  });
}

/**
 * Compares `screen` (a PNG) with the baseline `name`: answers nothing when they match, else what
 * differs, with the screen and the diff saved under `.cache/visual/`. Never writes a baseline.
 */
export async function compareWithBaseline(name: string, screen: Buffer): Promise<Mismatch[]> {
  const baselineFile = path.join(BASELINE_DIR, `${name}.png`);
  if (!existsSync(baselineFile)) {
    mkdirSync(FAILURE_DIR, { recursive: true });
    writeFileSync(path.join(FAILURE_DIR, `${name}.actual.png`), screen);
    return [`${name}: no baseline at ${path.relative(ROOT, baselineFile)} (VISUAL_UPDATE=1 writes it)`];
  }
  const { problem, diffFile } = await inWorker({
    name,
    baselineFile,
    screen,
    failureDir: FAILURE_DIR,
    pixelThreshold: PIXEL_THRESHOLD,
    differingShare: DIFFERING_SHARE,
  });
  if (!problem) return [];
  return [`${name}: ${problem}${diffFile ? `; diff in ${path.relative(ROOT, diffFile)}` : ''}`];
}

/** {@link compareWithBaseline}, or under `VISUAL_UPDATE=1` writes `screen` as the baseline `name`. */
export async function matchBaseline(name: string, screen: Buffer): Promise<Mismatch[]> {
  if (!UPDATE) return compareWithBaseline(name, screen);
  mkdirSync(BASELINE_DIR, { recursive: true });
  writeFileSync(path.join(BASELINE_DIR, `${name}.png`), screen);
  return [];
}

/**
 * The viewport of `page` as it settles: its icons drawn, animations finished, toasts and the caret hidden, `mask`
 * (content that changes by itself, such as a captcha) covered by a flat box, and `style` applied
 * for the shot (beside the page's Content-Security-Policy, which refuses an injected stylesheet).
 */
export async function screenOf(
  page: Page,
  { mask = [], style = '' }: { mask?: Locator[]; style?: string } = {},
): Promise<Buffer> {
  // Icons are fetched one module each as they are first drawn (`web/src/app/icon-loader.ts`); until
  // one lands, Blueprint draws an empty box. On a loaded machine the page settles before they do.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.bp6-icon[data-icon]:not(:has(svg))')].every((icon) => !icon.checkVisibility()),
  );
  return page.screenshot({ animations: 'disabled', mask, maskColor: '#7f7f7f', style: `${SCREENSHOT_STYLE}${style}` });
}
