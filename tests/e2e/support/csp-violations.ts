/** What the browser reports about the Content-Security-Policy, and how a tour of the app waits for a page. */
import type { BrowserContext, Page } from 'playwright-core';
import { a11y } from '@/i18n/zh-CN/a11y';

/** What Chromium tells about one blocked load or inline script/style. */
export interface Violation {
  directive: string;
  blockedUri: string;
  sourceFile: string;
  url: string;
}

/** How Chromium words a CSP refusal in the console. */
export const CSP_MESSAGE = /Content Security Policy/i;

/** Bounded wait for quiet network: map pages may go on fetching (tiles, retries) while open. */
const SETTLE_MS = 5_000;

/**
 * Records every CSP violation of every frame of `context`'s pages (`securitypolicyviolation`
 * events) into the returned list, from the next page on.
 */
export async function recordViolations(context: BrowserContext): Promise<Violation[]> {
  const violations: Violation[] = [];
  await context.exposeBinding('reportCspViolation', (_source, violation: Violation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation?: (v: Violation) => void }).reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report?.({
        directive: event.effectiveDirective,
        blockedUri: event.blockedURI,
        sourceFile: event.sourceFile,
        url: location.href,
      });
    });
  });
  return violations;
}

/** Waits until `shown` appears, then for the page's lazy chunks and first requests, for a bounded time. */
export async function settle(
  page: Page,
  shown = page.getByRole('navigation', { name: a11y.breadcrumb }),
): Promise<void> {
  await shown.waitFor();
  try {
    await page.waitForLoadState('networkidle', { timeout: SETTLE_MS });
  } catch (err) {
    if (!(err instanceof Error && err.name === 'TimeoutError')) throw err;
  }
}
