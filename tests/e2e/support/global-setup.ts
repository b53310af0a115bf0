/**
 * Global setup of jest's e2e project: builds the app if stale and snapshots `dist/` once for the
 * whole run. Every file's stack serves that snapshot instead of copying and deleting its own
 * (some eight seconds a file, mostly waiting on the disk). The stacks only read it. One Chromium
 * serves the whole run too: each file connects to it (`browser.ts`) and opens contexts of its own.
 */
import { BROWSER_ENDPOINT_VARIABLE, launchBrowserServer } from './browser';
import { runResources } from './run-resources';
import { snapshotDist } from './stack';

export default async function setUpRun(): Promise<void> {
  // The workers jest starts after this inherit the variables; `global-teardown.ts` ends both.
  process.env.E2E_DIST_DIR = snapshotDist();
  const browser = await launchBrowserServer();
  runResources.browser = browser;
  process.env[BROWSER_ENDPOINT_VARIABLE] = browser.wsEndpoint();
}
