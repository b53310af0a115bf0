import type { Page } from 'playwright-core';

/** Where a page keeps the trace {@link traceClicks} starts. */
interface Traced {
  __clickTrace?: string[];
}

/**
 * Starts keeping, in the page, the pointer events it receives (time, point, target) and the popovers
 * it opens and closes, so that a wait after a click can say where the click went
 * ({@link describeClicks}). A second call keeps the trace already started.
 */
export async function traceClicks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const traced = window as Traced;
    if (traced.__clickTrace) return;
    const trace: string[] = [];
    traced.__clickTrace = trace;
    const start = performance.now();
    const at = () => `${Math.round(performance.now() - start)} ms`;
    const describe = (node: EventTarget | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}.${String(node.className).slice(0, 60)} "${(node.textContent ?? '').trim().slice(0, 24)}"`
        : String(node);
    for (const type of ['pointerdown', 'pointerup', 'click']) {
      document.addEventListener(
        type,
        (event) => {
          const { clientX, clientY } = event as MouseEvent;
          trace.push(`${at()} ${type} at ${clientX},${clientY} on ${describe(event.target)}`);
        },
        true,
      );
    }
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && node.querySelector('.bp6-popover')) trace.push(`${at()} popover opened`);
        }
        for (const node of record.removedNodes) {
          if (node instanceof Element && node.querySelector('.bp6-popover')) trace.push(`${at()} popover closed`);
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** The trace {@link traceClicks} kept, and the popovers open now: for a failed wait's message. */
export async function describeClicks(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const trace = (window as Traced).__clickTrace ?? ['(no trace)'];
      return `${trace.slice(-20).join('\n')}\npopovers open now: ${document.querySelectorAll('.bp6-popover').length}`;
    })
    .catch((error: Error) => `(no trace: ${error.message})`);
}
