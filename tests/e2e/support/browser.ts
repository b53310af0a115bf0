/** Debian's Chromium driven by playwright-core (no browser download). */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';
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

/** Launches Chromium (`CHROME_PATH` or /usr/bin/chromium); fails clearly when there is none. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS, headless: true });
}

/**
 * Collects what the page reports as errors (console errors and uncaught exceptions) from now on.
 * Messages matching one of `expected` (failed requests the test provokes) are left out.
 */
export function collectConsoleErrors(page: Page, expected: RegExp[] = []): string[] {
  const errors: string[] = [];
  const keep = (text: string, where = '') => {
    if (!expected.some((pattern) => pattern.test(text))) errors.push(`${text}${where}`);
  };
  page.on('console', (message) => {
    // A failed load's message names no resource; its location does, so that a failure says which.
    const { url } = message.location();
    if (message.type() === 'error')
      keep(message.text(), message.text().startsWith('Failed to load') ? ` (${url})` : '');
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
 * Refuses every request of `page` that would leave the machine, and records its address in
 * `outside`: the demos must draw from what the build ships, as on a network that reaches nothing else.
 */
export async function refuseOutside(page: Page, outside: string[]): Promise<void> {
  await page.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/]|data:|blob:|about:)/, async (route) => {
    outside.push(route.request().url());
    await route.abort();
  });
}
