/**
 * What jest's e2e global setup starts for the whole run and its global teardown ends. Both run in
 * jest's parent process and share its globals (not the test files, which run in workers).
 */
import type { BrowserServer } from 'playwright-core';

interface RunResources {
  browser?: BrowserServer;
}

const key = Symbol.for('admin-back-office.e2e-run-resources');
const holder = globalThis as typeof globalThis & { [key]?: RunResources };

export const runResources: RunResources = (holder[key] ??= {});
