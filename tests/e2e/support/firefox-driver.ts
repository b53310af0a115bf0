/** Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi (no browser download). */
import puppeteer from 'puppeteer-core';
import { requireFirefox } from '../../../scripts/ensure-tools';
import { type EngineDriver, reportProblemsToConsole } from './engine-driver';

/** Starts a headless Firefox with one page whose problems are collected from its first document on. */
export async function launchFirefox(): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: requireFirefox(),
    headless: true,
    extraPrefsFirefox: {
      // A quiet profile: no update checks, telemetry or remote settings in the background.
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'services.settings.server': 'data:,',
    },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) =>
    problems.push(error instanceof Error ? (error.stack ?? error.message) : String(error)),
  );
  await page.evaluateOnNewDocument(reportProblemsToConsole);
  return {
    open: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    // Puppeteer types the arguments as handles or values; the tours pass JSON values only.
    run: async <T, A extends unknown[]>(fn: (...args: A) => T, ...args: A) =>
      (await page.evaluate(fn as (...params: unknown[]) => unknown, ...args)) as T,
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    resize: (width, height) => page.setViewport({ width, height }),
    screenshot: async (file) => {
      await page.screenshot({ path: file as `${string}.png` });
    },
    problems: () => Promise.resolve([...problems]),
    close: () => browser.close(),
  };
}
