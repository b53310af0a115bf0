/**
 * One stack and one browser per test file: `useE2e()` registers the hooks and answers a handle
 * whose fields are set once `beforeAll` has run. Pages are reused across tests of a file.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { MockConfig } from '../../../mock-server/src/config';
import { launchBrowser } from './browser';
import { type Stack, startStack } from './stack';

/** Generous: the first file may have to build the app. */
const SETUP_TIMEOUT_MS = 180_000;

/** The live handle of a test file's stack and browser. */
export interface E2e {
  stack: Stack;
  browser: Browser;
  /**
   * A fresh context (own storage) with the app as base URL, and its first page. `options` reach
   * the context, e.g. `{ serviceWorkers: 'block' }` where a test intercepts the app's requests
   * (a service worker's own fetches bypass Playwright's routing).
   */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
}

/** Starts the stack and the browser before the file's tests and stops both after them. */
export function useE2e(overrides: Partial<MockConfig> = {}): E2e {
  const contexts: BrowserContext[] = [];
  const handle = {} as E2e;
  beforeAll(async () => {
    handle.stack = await startStack(overrides);
    handle.browser = await launchBrowser();
    handle.newPage = async (options = {}) => {
      const context = await handle.browser.newContext({
        baseURL: handle.stack.baseUrl,
        viewport: { width: 1366, height: 800 },
        locale: 'zh-CN',
        ...options,
      });
      contexts.push(context);
      return context.newPage();
    };
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await handle.browser?.close();
    await handle.stack?.stop();
  });
  return handle;
}
