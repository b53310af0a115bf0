/**
 * Debian's WebKitGTK (Safari's engine) driven by selenium-webdriver through `WebKitWebDriver`,
 * which starts WebKit's MiniBrowser on a private Xvfb display.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Builder, By, type WebDriver } from 'selenium-webdriver';
import { DriverService } from 'selenium-webdriver/remote';
import { requireWebKitWebDriver, requireXvfb } from '../../../scripts/ensure-tools';
import type { EngineDriver } from './engine-driver';

/** Starts Xvfb on a display it picks itself and answers the display's name, e.g. `:99`. */
async function startXvfb(): Promise<{ display: string; server: ChildProcess }> {
  const server = spawn(requireXvfb(), ['-displayfd', '1', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    server.stdout?.once('data', (chunk: Buffer) => resolve(`:${chunk.toString().trim()}`));
    server.once('exit', (code) => reject(new Error(`Xvfb exited with ${code} before it had a display`)));
  });
  return { display, server };
}

/**
 * A GTK configuration folder whose stylesheet shrinks MiniBrowser's toolbar (buttons and address
 * entry), which otherwise keeps its window at least 447 px wide: the phone step needs 375. Web
 * content does not follow GTK's styles, so the page is drawn as in any WebKitGTK.
 */
function narrowToolbarConfig(): string {
  const home = mkdtempSync(path.join(tmpdir(), 'webkit-gtk-'));
  mkdirSync(path.join(home, 'gtk-3.0'));
  writeFileSync(
    path.join(home, 'gtk-3.0', 'gtk.css'),
    '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 3px; } image { -gtk-icon-transform: scale(0.3); }',
  );
  return home;
}

/**
 * Collects console errors, uncaught errors, unhandled rejections and CSP violations into
 * `window.__engineTourProblems`. WebDriver classic has no script that runs before the page's own,
 * so it is installed once the login page has loaded, before the tour's first step. Runs in the
 * page: self-contained.
 */
function collectProblems(): void {
  const problems: string[] = [];
  (window as unknown as { __engineTourProblems: string[] }).__engineTourProblems = problems;
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    problems.push(args.map(String).join(' '));
    consoleError(...args);
  };
  window.addEventListener('error', (event) => problems.push(`uncaught: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) =>
    problems.push(`unhandled rejection: ${String(event.reason)}`),
  );
  document.addEventListener('securitypolicyviolation', (event) =>
    problems.push(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI} in ${event.sourceFile}`),
  );
}

/** Starts MiniBrowser through WebKitWebDriver on a fresh Xvfb display. */
export async function launchWebKit(): Promise<EngineDriver> {
  const xvfb = await startXvfb();
  const gtkConfig = narrowToolbarConfig();
  const service = new DriverService.Builder(requireWebKitWebDriver())
    .setLoopback(true)
    .setEnvironment({ ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: gtkConfig })
    .build();
  const stop = async () => {
    await service.kill();
    xvfb.server.kill();
    rmSync(gtkConfig, { recursive: true, force: true });
  };
  let driver: WebDriver;
  try {
    // WebKitWebDriver starts its MiniBrowser when asked for that browser by name.
    driver = await new Builder()
      .usingServer(await service.start())
      .withCapabilities({ browserName: 'MiniBrowser' })
      .build();
  } catch (err) {
    await stop();
    throw err;
  }
  const run: EngineDriver['run'] = (fn, ...args) => driver.executeScript(fn, ...args);
  return {
    open: async (url) => {
      await driver.get(url);
      await run(collectProblems);
    },
    run,
    click: (selector) => driver.findElement(By.css(selector)).click(),
    type: (selector, text) => driver.findElement(By.css(selector)).sendKeys(text),
    resize: async (width, height) => {
      // The window's frame and toolbar take their share of the window's size.
      const frame = await run(() => ({
        width: window.outerWidth - window.innerWidth,
        height: window.outerHeight - window.innerHeight,
      }));
      await driver
        .manage()
        .window()
        .setRect({ width: width + frame.width, height: height + frame.height });
    },
    screenshot: async (file) => {
      await writeFile(file, await driver.takeScreenshot(), 'base64');
    },
    problems: () => run(() => (window as unknown as { __engineTourProblems?: string[] }).__engineTourProblems ?? []),
    close: async () => {
      try {
        await driver.quit();
      } finally {
        await stop();
      }
    },
  };
}
