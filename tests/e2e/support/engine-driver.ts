/**
 * What the Firefox and WebKit tours need from a browser, whichever protocol drives it (puppeteer
 * over WebDriver BiDi, selenium over WebDriver classic), and the waits and clicks built on it.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack';

/** One browser window under test. */
export interface EngineDriver {
  /** Loads `url` and waits for its `load` event. */
  open(url: string): Promise<void>;
  /** Runs `fn` in the page with JSON `args` and answers its JSON result. */
  run<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<T>;
  /** A real pointer click at the centre of the element `selector` finds; fails when it cannot be clicked. */
  click(selector: string): Promise<void>;
  /** Real keystrokes into the element `selector` finds. */
  type(selector: string, text: string): Promise<void>;
  /** Sets the size of the page's viewport (not of the window around it). */
  resize(width: number, height: number): Promise<void>;
  /** Saves a PNG of the viewport. */
  screenshot(file: string): Promise<void>;
  /** Console errors, uncaught exceptions and CSP violations the page reported so far. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

/** How long one step waits for what it expects on screen. */
export const STEP_TIMEOUT_MS = 10_000;

/**
 * Polls `fn` in the page until it answers true; a timeout names what was awaited. A poll that
 * throws counts as not yet: while the page reloads (a language switch) the script may meet the
 * next document before it has an element, or no document at all. A timeout names its last error.
 */
export async function waitUntil<A extends unknown[]>(
  driver: EngineDriver,
  what: string,
  fn: (...args: A) => boolean,
  args: A,
  timeoutMs = STEP_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown = null;
  const poll = () =>
    driver.run(fn, ...args).catch((error: unknown) => {
      lastError = error;
      return false;
    });
  while (!(await poll())) {
    if (Date.now() > deadline)
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}${lastError ? `; last error: ${String(lastError)}` : ''}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The attribute a found element is marked with, so that the driver's native click can select it. */
const MARK = 'data-engine-tour';

/**
 * Marks the first element matching `selector` whose accessible name (`aria-label`, else its text)
 * is `name` and that is drawn on screen (a box, not hidden by CSS), answering whether there is one.
 * Runs in the page: self-contained.
 */
function markVisible(selector: string, name: string | null, mark: string, id: string): boolean {
  const drawn = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && element.checkVisibility();
  };
  const named = (element: Element) =>
    name === null || (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() === name;
  const found = Array.from(document.querySelectorAll(selector)).find((e) => named(e) && drawn(e));
  document.querySelectorAll(`[${mark}="${id}"]`).forEach((e) => e.removeAttribute(mark));
  found?.setAttribute(mark, id);
  return found !== undefined;
}

let marks = 0;

/**
 * Waits until an element matching `selector` (with accessible name `name`, when given) is drawn
 * on screen and answers a selector that finds exactly it.
 */
export async function visible(driver: EngineDriver, selector: string, name: string | null = null): Promise<string> {
  marks += 1;
  const id = String(marks);
  await waitUntil(driver, `a visible ${selector}${name === null ? '' : ` named "${name}"`}`, markVisible, [
    selector,
    name,
    MARK,
    id,
  ]);
  return `[${MARK}="${id}"]`;
}

/** Clicks, with a real pointer, the element `visible` waits for. */
export async function clickVisible(driver: EngineDriver, selector: string, name: string | null = null): Promise<void> {
  await driver.click(await visible(driver, selector, name));
}

/** Waits until the page's address has `pathname`. */
export function waitForPath(driver: EngineDriver, pathname: string): Promise<void> {
  return waitUntil(driver, `the address ${pathname}`, (want) => location.pathname === want, [pathname]);
}

/** Whether every animation but endless ones (spinners) has ended. Runs in the page: self-contained. */
function transitionsEnded(): boolean {
  return document
    .getAnimations()
    .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity);
}

/** Waits until every animation but endless ones (spinners) has ended. */
export function animationsEnded(driver: EngineDriver): Promise<void> {
  return waitUntil(driver, 'finite animations to end', transitionsEnded, []);
}

/** Waits until nothing matching `selector` is left in the page. */
export function waitForGone(driver: EngineDriver, selector: string): Promise<void> {
  return waitUntil(driver, `no ${selector} left`, (css) => document.querySelector(css) === null, [selector]);
}

/** Where the tours' screenshots go (git-ignored with `.cache/`). */
export function screenshotPath(engine: string, name: string): string {
  const dir = path.join(ROOT, '.cache', 'engines', engine);
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}

/**
 * Reports every CSP violation to the page's console as an error, so that the listener on console
 * errors sees them beside the app's own. Runs in the page before the app: self-contained.
 */
export function reportProblemsToConsole(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI} in ${event.sourceFile}`);
  });
}
