/**
 * Screens compared with committed baselines, pixel by pixel (pixelmatch), at a tolerance that
 * survives anti-aliasing and font hinting but not a changed colour, size or position. The
 * baselines are `docs/screenshots/<name>.png`, which the README and the docs show too.
 * `VISUAL_UPDATE=1` (`npm run test:visual:update`) writes them anew from the current screens; a
 * run without it never writes one, so a missing baseline fails. A mismatch saves the screen and a
 * diff image (changed pixels in red) under `.cache/visual/`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Locator, Page } from 'playwright-core';
import { ROOT } from './stack';

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

/** Reads a PNG file, or answers `null` when there is none. */
function readPng(file: string): PNG | null {
  return existsSync(file) ? PNG.sync.read(readFileSync(file)) : null;
}

/**
 * Compares `screen` (a PNG) with the baseline `name`: answers nothing when they match, else what
 * differs, with the screen and the diff saved under `.cache/visual/`. Never writes a baseline.
 */
export function compareWithBaseline(name: string, screen: Buffer): Mismatch[] {
  const file = path.join(BASELINE_DIR, `${name}.png`);
  const actual = PNG.sync.read(screen);
  const expected = readPng(file);
  const saveActual = () => {
    mkdirSync(FAILURE_DIR, { recursive: true });
    writeFileSync(path.join(FAILURE_DIR, `${name}.actual.png`), screen);
  };
  if (!expected) {
    saveActual();
    return [`${name}: no baseline at ${path.relative(ROOT, file)} (VISUAL_UPDATE=1 writes it)`];
  }
  if (expected.width !== actual.width || expected.height !== actual.height) {
    saveActual();
    return [`${name}: ${actual.width}×${actual.height} against the baseline's ${expected.width}×${expected.height}`];
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const allowed = Math.floor(actual.width * actual.height * DIFFERING_SHARE);
  if (differing <= allowed) return [];
  saveActual();
  const diffFile = path.join(FAILURE_DIR, `${name}.diff.png`);
  // Unfiltered: pngjs's search for the best filter per row takes seconds under jest (a diff is
  // read once, by a person).
  writeFileSync(diffFile, PNG.sync.write(diff, { filterType: 0 }));
  return [`${name}: ${differing} pixels differ (at most ${allowed}); diff in ${path.relative(ROOT, diffFile)}`];
}

/** {@link compareWithBaseline}, or under `VISUAL_UPDATE=1` writes `screen` as the baseline `name`. */
export function matchBaseline(name: string, screen: Buffer): Mismatch[] {
  if (!UPDATE) return compareWithBaseline(name, screen);
  mkdirSync(BASELINE_DIR, { recursive: true });
  writeFileSync(path.join(BASELINE_DIR, `${name}.png`), screen);
  return [];
}

/**
 * The viewport of `page` as it settles: animations finished, toasts and the caret hidden, `mask`
 * (content that changes by itself, such as a captcha) covered by a flat box, and `style` applied
 * for the shot (beside the page's Content-Security-Policy, which refuses an injected stylesheet).
 */
export function screenOf(
  page: Page,
  { mask = [], style = '' }: { mask?: Locator[]; style?: string } = {},
): Promise<Buffer> {
  return page.screenshot({ animations: 'disabled', mask, maskColor: '#7f7f7f', style: `${SCREENSHOT_STYLE}${style}` });
}
