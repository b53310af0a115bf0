/**
 * Checks of what the app does for one engine's quirks, run inside that engine's tour once the app
 * is in English and the dark theme: Firefox draws horizontal scrollbars light until told their
 * colours; WebKit draws an empty `<input type=date>` as today's date in grey.
 */
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { enUSMenuTitles } from '@/i18n/en-US/menu-titles';
import {
  type EngineDriver,
  animationsEnded,
  clickVisible,
  screenshotPath,
  visible,
  waitForPath,
  waitUntil,
} from './engine-driver';

/** A check the tour runs in the engine it was written for. */
export type QuirkCheck = (driver: EngineDriver, engine: string) => Promise<void>;

/** A seeded menu's English title (the tour has switched to English). */
function menuTitle(routeName: string): string {
  const title = enUSMenuTitles[routeName]?.title;
  if (title === undefined) throw new Error(`no English title for the menu ${routeName}`);
  return title;
}

/** Firefox: the page and the tab bar's scroller carry the dark theme's scrollbar colours, not `auto` (light bands). */
export const darkScrollbarColours: QuirkCheck = async (driver) => {
  const colours = await driver.run(() =>
    [document.documentElement, document.querySelector('.app-tab-list')].map((element) =>
      element === null ? null : getComputedStyle(element).getPropertyValue('scrollbar-color'),
    ),
  );
  expect(colours).toEqual([expect.any(String), expect.any(String)]);
  for (const colour of colours) expect(colour).not.toBe('auto');
};

/** How far (sum of channel differences) a pixel may stray from the box's own colour and still be blank. */
const INK_THRESHOLD = 60;
/** Pixels kept off the box's edges, where its border and inner shadow are drawn. */
const EDGE_PX = 4;

/** The box of each element `selectors` find, in screen pixels. */
async function boxesOf(driver: EngineDriver, selectors: string[]) {
  return driver.run(
    (list) =>
      list.map((css) => {
        const rect = document.querySelector(css)!.getBoundingClientRect();
        return { x: rect.x, y: rect.y, width: rect.width, height: rect.height, scale: devicePixelRatio };
      }),
    selectors,
  );
}

/**
 * For each element `selectors` find, the pixels inside it that differ from the colour most of them
 * have: its text, as drawn on screen. One screenshot of the viewport, saved to
 * `.cache/engines/<engine>/<name>.png`.
 */
async function inkInside(driver: EngineDriver, engine: string, selectors: string[], name: string): Promise<number[]> {
  const boxes = await boxesOf(driver, selectors);
  // A page's fade-in would draw its text faint.
  await animationsEnded(driver);
  const file = screenshotPath(engine, name);
  await driver.screenshot(file);
  const png = PNG.sync.read(readFileSync(file));
  return boxes.map((box) => {
    const pixels: number[] = [];
    const [left, top] = [Math.ceil((box.x + EDGE_PX) * box.scale), Math.ceil((box.y + EDGE_PX) * box.scale)];
    const [right, bottom] = [(box.x + box.width - EDGE_PX) * box.scale, (box.y + box.height - EDGE_PX) * box.scale];
    for (let y = top; y < bottom; y += 1)
      for (let x = left; x < right; x += 1) {
        const at = (y * png.width + x) * 4;
        pixels.push((png.data[at]! << 16) | (png.data[at + 1]! << 8) | png.data[at + 2]!);
      }
    const counts = new Map<number, number>();
    for (const pixel of pixels) counts.set(pixel, (counts.get(pixel) ?? 0) + 1);
    const [background] = [...counts].reduce((most, entry) => (entry[1] > most[1] ? entry : most));
    const distance = (a: number, b: number) =>
      [16, 8, 0].reduce((sum, shift) => sum + Math.abs(((a >> shift) & 255) - ((b >> shift) & 255)), 0);
    return pixels.filter((pixel) => distance(pixel, background) > INK_THRESHOLD).length;
  });
}

/** Some ink: text drawn, not a blank box. */
const INKED = 20;

/**
 * Screenshots until the element `shown` has ink (WebKitGTK may hand over a frame from before the
 * page painted, on a loaded machine a blank one), for a few seconds at most; answers the last
 * reading of every selector, `shown`'s first.
 */
async function inkOnceDrawn(driver: EngineDriver, engine: string, shown: string, others: string[], name: string) {
  let readings = await inkInside(driver, engine, [shown, ...others], name);
  for (let attempt = 1; attempt < 10 && readings[0]! <= INKED; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    readings = await inkInside(driver, engine, [shown, ...others], name);
  }
  return readings;
}

/**
 * WebKit: the query list's empty start-date filter shows nothing (no greyed-out date that reads as
 * set), while its label beside it is drawn; and it shows its date once one is set.
 */
export const emptyDateLooksEmpty: QuirkCheck = async (driver, engine) => {
  await clickVisible(driver, '[role="menuitem"]', menuTitle('ListPage'));
  await clickVisible(driver, '[role="menuitem"]', menuTitle('QueryList'));
  await waitForPath(driver, '/list-page/query-list');
  const date = await visible(driver, 'input[type="date"][data-empty]');
  const label = await driver.run((css) => {
    const id = document.querySelector(css)!.id;
    return `label[for="${id}"]`;
  }, date);
  const [labelInk, emptyInk] = await inkOnceDrawn(driver, engine, label, [date], 'date-empty');
  expect({ labelInk: labelInk! > INKED, emptyInk }).toEqual({ labelInk: true, emptyInk: 0 });

  // WebKitGTK's date field takes no keystrokes from WebDriver; the value is set as React reads an edit.
  await driver.run((css) => {
    const input = document.querySelector<HTMLInputElement>(css)!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '2024-01-02');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, date);
  await waitUntil(driver, 'the date filter set', (css) => !document.querySelector(css)!.hasAttribute('data-empty'), [
    date,
  ]);
  const [setInk] = await inkOnceDrawn(driver, engine, date, [], 'date-set');
  expect(setInk).toBeGreaterThan(INKED);
};
