/** The foreign-words check reads what a user reads or hears: rendered chrome, not a hidden tab's page. */
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { englishWords } from './foreign-words';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

it("finds English in a shown element's name and text, and none in a page hidden with display: none", async () => {
  const page = await browser.newPage();
  try {
    await page.setContent(`
      <main>
        <button aria-label="保存">保存</button>
        <div class="bp6-spinner" aria-label="loading"></div>
        <p>Saved</p>
      </main>
      <section style="display: none">
        <div class="bp6-spinner" aria-label="pending"></div>
        <p>Hidden</p>
      </section>`);
    expect(await englishWords(page)).toEqual(['text: Saved', 'aria-label: loading']);
  } finally {
    await page.close();
  }
});
