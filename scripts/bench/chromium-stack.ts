/** The product as a bench in Chromium drives it: the e2e stack (production build, mock, web server) and a browser. */
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/support/browser';
import { type Stack, startStack } from '../../tests/e2e/support/stack';

/** Starts the stack and Chromium, runs `measure` with both, and stops both whatever happens. */
export async function withChromiumStack<T>(measure: (browser: Browser, stack: Stack) => Promise<T>): Promise<T> {
  const stack = await startStack();
  const browser = await launchBrowser();
  try {
    return await measure(browser, stack);
  } finally {
    await browser.close();
    await stack.stop();
  }
}
