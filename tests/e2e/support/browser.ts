/** Debian's Chromium driven by playwright-core (no browser download). */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserServer, type Download, type Page, chromium } from 'playwright-core';
import { requireChromium } from '../../../scripts/ensure-tools';
import { ROOT } from './stack';

/** Flags for a quiet, sandbox-free headless Chromium in CI containers. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where jest's e2e run serves its one Chromium (`global-setup.ts`) for its files to connect to. */
export const BROWSER_ENDPOINT_VARIABLE = 'E2E_BROWSER_WS';

/** Launches Chromium (`CHROME_PATH` or /usr/bin/chromium); fails clearly when there is none. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: requireChromium(), args: CHROMIUM_ARGS, headless: true });
}

/**
 * The jest run's Chromium when there is one (each file then owns only the contexts it opens, and
 * `close()` ends its connection), else a Chromium of its own (the benches). A launch and a close
 * cost about two core-seconds, which forty files paid each on a two-core machine.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENDPOINT_VARIABLE];
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS, headless: true });
}

/**
 * Collects what the page reports as errors (console errors and uncaught exceptions) from now on.
 * Messages matching one of `expected` (failed requests the test provokes) are left out.
 */
export function collectConsoleErrors(page: Page, expected: RegExp[] = []): string[] {
  const errors: string[] = [];
  const keep = (text: string) => {
    if (!expected.some((pattern) => pattern.test(text))) errors.push(text);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') keep(message.text());
  });
  page.on('pageerror', (error) => keep(error.stack ?? `${error.name}: ${error.message}`));
  return errors;
}

/**
 * Saves a PNG of the page as `screenshots/<name>.png` (git-ignored) and answers its path.
 * @param fullPage the whole page, else the viewport (the README's screenshots); @default true
 */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  const dir = path.join(ROOT, 'screenshots');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/**
 * Waits until the page's finite animations and transitions (an overlay's fade-in) have ended, so
 * that what is read next (a screenshot, axe's colour contrast) is the settled look. Endless ones
 * (spinners) are not waited for.
 */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * The text of a finished download, saved through the browser's connection: the run's Chromium is
 * served to the files (`launchBrowser`), and a connected client cannot read its download folder.
 */
export async function downloadedText(download: Download): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-download-'));
  try {
    const file = path.join(dir, download.suggestedFilename());
    await download.saveAs(file);
    return readFileSync(file, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
