import type { FrameLocator, Locator, Page } from 'playwright-core';

/** The ArcGIS demo's frame (`/arcgis.html`) on its page, by title. */
export const ARCGIS_FRAME = 'iframe[title="ArcGIS 地图页面"]';

/** Web Mercator y in pixels at zoom 2 (1024 px for the world). */
const mercatorY = (lat: number) => (1024 / (2 * Math.PI)) * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));

/**
 * Clicks Beijing's marker in the framed ArcGIS map until its popup shows, and answers the frame
 * and the popup. The map starts at zoom 2 around 105°E 30°N, the frame's centre; it may still be
 * loading when the frame first appears, so clicks repeat (spaced wider than a double click, and
 * none once the popup is open). ArcGIS sanitizes popup content (classes go), so the popup is
 * found by Beijing's note.
 */
export async function openArcgisBeijingPopup(page: Page, timeoutMs = 45_000): Promise<{ frame: FrameLocator; popup: Locator }> {
  const element = page.locator(ARCGIS_FRAME);
  await element.waitFor();
  const frame = page.frameLocator(ARCGIS_FRAME);
  const popup = frame.getByText('中国首都，人口约 2 200 万', { exact: false }).first();
  const deadline = Date.now() + timeoutMs;
  while (!(await popup.isVisible()) && Date.now() < deadline) {
    const box = await element.boundingBox();
    if (box !== null) {
      const x = box.x + box.width / 2 + ((116.4074 - 105) / 360) * 1024;
      const y = box.y + box.height / 2 - (mercatorY(39.9042) - mercatorY(30));
      await page.mouse.click(x, y);
    }
    // Wide enough apart that a popup still opening on a loaded machine is not clicked shut.
    await page.waitForTimeout(1500);
  }
  await popup.waitFor({ timeout: 5000 });
  return { frame, popup };
}
