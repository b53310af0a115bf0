/**
 * The tests each engine's file runs: the tour passes with no console error, uncaught exception or
 * CSP violation, and the same tour fails once a stylesheet hides the sidebar, so that a pass
 * means the engine drew what the tour clicked.
 */
import type { EngineDriver } from './engine-driver';
import type { QuirkCheck } from './engine-quirks';
import { tour } from './engine-tour';
import { type Stack, startStack } from './stack';

/** Hides the sidebar with a constructed stylesheet, which the app's CSP does not govern. */
function hideSidebar(): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('aside { display: none !important; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/**
 * Registers the engine's stack, its tour (with `checkQuirks`, what the app does for that engine's
 * quirks) and the broken-stylesheet run in the calling test file.
 */
export function describeEngineTour(engine: string, launch: () => Promise<EngineDriver>, checkQuirks: QuirkCheck): void {
  jest.setTimeout(120_000);
  let stack: Stack;
  let driver: EngineDriver;

  // One browser for both tests: starting one takes seconds on a loaded machine.
  beforeAll(async () => {
    [stack, driver] = await Promise.all([startStack(), launch()]);
  }, 180_000);
  afterAll(async () => {
    await driver?.close();
    await stack?.stop();
  });

  it(`takes the staff tour in ${engine} with no console error, uncaught exception or CSP violation`, async () => {
    const started = Date.now();
    await driver.open(`${stack.baseUrl}/login`);
    await tour(driver, engine, checkQuirks);
    console.info(`${engine} tour: ${Date.now() - started} ms`);
    expect(await driver.problems()).toEqual([]);
  });

  it(`fails the tour in ${engine} once a stylesheet hides the sidebar`, async () => {
    // A fresh visitor again: the tour left English and the dark theme stored.
    await driver.run(() => localStorage.clear());
    await driver.open(`${stack.baseUrl}/login`);
    await driver.run(hideSidebar);
    await expect(tour(driver, `${engine}-broken`)).rejects.toThrow(
      /waiting for a visible \[role="menuitem"\] named "系统管理"/,
    );
  });
}
