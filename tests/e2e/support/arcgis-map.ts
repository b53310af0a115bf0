import type { FrameLocator, Locator, Page } from 'playwright-core';
import type { DemoPagesCatalogue } from '@/i18n/catalogue';
import { demoMaps as zhCNDemoMaps } from '@/i18n/zh-CN/demo-maps';

/** The map demos' texts of one language, the zh-CN ones or the en-US ones. */
type DemoMapsTexts = Pick<DemoPagesCatalogue['demoMaps'], 'arcgis' | 'cities'>;

/** The ArcGIS demo's frame (`/arcgis.html`) on its page, by its title in `texts`' language. */
const arcgisFrame = (texts: DemoMapsTexts) => `iframe[title="${texts.arcgis.frameTitle}"]`;

/** Web Mercator y in pixels at zoom 2 (1024 px for the world). */
const mercatorY = (lat: number) => (1024 / (2 * Math.PI)) * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));

/**
 * Clicks Beijing's marker in the framed ArcGIS map once the map has drawn, and answers the frame
 * and the popup. The map starts at zoom 2 around 105°E 30°N, the frame's centre. The frame marks
 * its map `aria-busy` until its layers have drawn: a click before then opens nothing, and on a
 * loaded machine the first draw takes tens of seconds. ArcGIS sanitizes popup content (classes
 * go), so the popup is found by Beijing's note in the page's language (`texts`).
 * @param timeoutMs how long the map may take to draw; @default 45_000
 */
export async function openArcgisBeijingPopup(
  page: Page,
  texts: DemoMapsTexts = zhCNDemoMaps,
  timeoutMs = 45_000,
): Promise<{ frame: FrameLocator; popup: Locator }> {
  const element = page.locator(arcgisFrame(texts));
  await element.waitFor();
  const frame = page.frameLocator(arcgisFrame(texts));
  await frame.locator('#map[aria-busy="false"]').waitFor({ timeout: timeoutMs });
  const box = await element.boundingBox();
  if (box === null) throw new Error('the ArcGIS frame is not laid out');
  const x = box.x + box.width / 2 + ((116.4074 - 105) / 360) * 1024;
  const y = box.y + box.height / 2 - (mercatorY(39.9042) - mercatorY(30));
  await page.mouse.click(x, y);
  const popup = frame.getByText(texts.cities.beijing.note, { exact: false }).first();
  await popup.waitFor();
  return { frame, popup };
}

/**
 * The share of the frame's pixels in the map's blues (country fills and outlines: blue well above
 * red), from a screenshot decoded in the page. A frame whose map never drew has none.
 */
export async function arcgisBlueShare(page: Page): Promise<number> {
  const png = await page.locator(arcgisFrame(zhCNDemoMaps)).screenshot();
  return page.evaluate(
    async (bytes) => {
      const image = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d');
      if (context === null) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      let blue = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i + 2]! - data[i]! > 30) blue += 1;
      return blue / (image.width * image.height);
    },
    [...png],
  );
}

/**
 * Records the answers to the ArcGIS SDK's asset requests (`/arcgis/assets/...`) that were not 200,
 * as `<status> <path>`, from now on: an asset the build left out shows here.
 */
export function failedArcgisAssets(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/arcgis/assets/') && response.status() !== 200)
      failed.push(`${response.status()} ${pathname}`);
  });
  page.on('requestfailed', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/arcgis/assets/')) failed.push(`failed ${pathname}`);
  });
  return failed;
}
