/**
 * The code sandbox as `root` in Chromium: code that never returns runs in a worker, so the page
 * stays usable; Stop ends it at once and the time limit ends it without Stop, each saying so; code
 * that returns still prints its output.
 */
import type { Locator, Page } from 'playwright-core';
import { SANDBOX_TIME_LIMIT_MS } from '@/config';
import { demoCodeSandbox as texts } from '@/i18n/zh-CN/demo-code-sandbox';
import { signedInPage } from './support/app';
import { useE2e } from './support/e2e-session';

const e2e = useE2e();

jest.setTimeout(60_000);

const FOREVER = 'console.log("start"); while (true) {}';

let page: Page;
let errors: string[];
let region: Locator;

beforeAll(async () => {
  ({ page, errors } = await signedInPage(e2e));
});

beforeEach(async () => {
  errors.length = 0;
  await page.goto('/components-demo/code-sandbox');
  region = page.getByRole('region', { name: texts.title, exact: true });
  await region.getByRole('list', { name: texts.console }).getByText('Hello, 沙箱！排序结果： [1,2,3]').waitFor();
});

afterEach(() => {
  expect(errors).toEqual([]);
});

/** Replaces the editor's code and runs it. */
async function runCode(code: string) {
  const editor = region.getByRole('textbox', { name: texts.editor });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  // Cleared through CodeMirror's own command first: Chromium replacing a selection of several
  // highlighted spans natively adds a style attribute, which the CSP reports.
  await page.keyboard.press('Backspace');
  // insertText: typed keys would get CodeMirror's closing brackets added.
  await page.keyboard.insertText(code);
  await region.getByRole('button', { name: texts.run, exact: true }).click();
}

/** The sandbox's workers still alive in the page (one per run at most). */
const workerCount = () => page.workers().length;

/** Waits until `read` answers `expected` (or 10 s), then asserts it. */
async function eventually<T>(read: () => T, expected: T) {
  for (let tries = 0; tries < 100 && read() !== expected; tries += 1) await page.waitForTimeout(100);
  expect(read()).toBe(expected);
}

describe('code sandbox', () => {
  it('keeps the page responsive while code loops, and Stop ends the run at once, saying so', async () => {
    await runCode(FOREVER);
    const output = region.getByRole('list', { name: texts.console });
    await output.getByText('start', { exact: true }).waitFor();
    await expect(region.getByRole('status').textContent()).resolves.toBe(texts.running);
    expect(workerCount()).toBe(1);

    // The page still answers: a click on another control takes effect while the loop runs.
    const editor = region.getByRole('textbox', { name: texts.editor });
    await editor.click();
    await page.keyboard.press('End');
    await page.keyboard.insertText(' // 仍可编辑');
    await expect(editor.textContent()).resolves.toContain('// 仍可编辑');

    await region.getByRole('button', { name: texts.stop }).click();
    await output.getByText(texts.stopped).waitFor();
    await expect(region.getByRole('status').textContent()).resolves.toBe(texts.ended);
    await expect(region.getByRole('button', { name: texts.stop }).isDisabled()).resolves.toBe(true);
    await eventually(workerCount, 0);
  });

  it('ends code that is still running at the time limit, without Stop', async () => {
    await runCode(FOREVER);
    const output = region.getByRole('list', { name: texts.console });
    await output.getByText('start', { exact: true }).waitFor();
    await output
      .getByText(texts.timedOut(SANDBOX_TIME_LIMIT_MS / 1000))
      .waitFor({ timeout: SANDBOX_TIME_LIMIT_MS + 10_000 });
    await expect(region.getByRole('status').textContent()).resolves.toBe(texts.ended);
    await eventually(workerCount, 0);
  });

  it('prints what normal code logs, its errors and its later output, and ends on its own', async () => {
    await runCode(
      'console.log("一", 1); console.error(new Error("糟糕")); setTimeout(() => console.warn("稍后"), 100); null.x;',
    );
    const output = region.getByRole('list', { name: texts.console });
    await output.getByText('稍后').waitFor();
    await expect(output.getByRole('listitem').allTextContents()).resolves.toEqual([
      `${texts.levels.log} 一 1`,
      `${texts.levels.error} Error: 糟糕`,
      expect.stringMatching(new RegExp(`^${texts.levels.uncaught} TypeError: `)),
      `${texts.levels.warn} 稍后`,
    ]);
    await expect(region.getByRole('status').textContent()).resolves.toBe(texts.finished);
    await region
      .getByRole('alert')
      .getByText(/TypeError/)
      .waitFor();
  });
});
