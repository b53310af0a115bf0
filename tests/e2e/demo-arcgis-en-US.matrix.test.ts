/**
 * The ArcGIS demo in English, in a browser that chose it as the language switch stores it: the
 * map's frame, its cities and the SDK's widgets speak en-US, from assets the build copied, with
 * nothing fetched from outside. `demo-pages.test.ts` drives the demo in zh-CN in `npm test`; this
 * other language is in `npm run test:matrix`.
 */
import type { Page } from 'playwright-core';
import { demoMaps as enUSDemoMaps } from '@/i18n/en-US/demo-maps';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/language';
import { ROOT_USER, signedInPage } from './support/app';
import { failedArcgisAssets, openArcgisBeijingPopup } from './support/arcgis-map';
import { refuseOutside, screenshot } from './support/browser';
import { useE2e } from './support/e2e-session';

jest.setTimeout(60_000);

const e2e = useE2e();

it('arcgis in English: the frame, its cities and the SDK widgets speak en-US, from assets the build copied', async () => {
  const outside: string[] = [];
  const { page: english, errors } = await signedInPage(e2e, ROOT_USER, (fresh: Page) =>
    Promise.all([
      fresh.addInitScript((key) => localStorage.setItem(key, '"en-US"'), LANGUAGE_STORAGE_KEY),
      refuseOutside(fresh, outside),
    ]),
  );
  const failedAssets = failedArcgisAssets(english);
  await english.goto('/maps-page/arcgis');
  const { frame, popup } = await openArcgisBeijingPopup(english, enUSDemoMaps);
  await expect(frame.locator('html').getAttribute('lang')).resolves.toMatch(/^en\b/);
  await frame.getByText(enUSDemoMaps.cities.beijing.name, { exact: true }).first().waitFor();
  await expect(popup.textContent()).resolves.toContain('39.90°, 116.41°');
  await frame.getByRole('button', { name: 'Zoom in' }).first().waitFor();
  expect(await frame.locator('body').innerText()).not.toMatch(/[\u4e00-\u9fff]/);
  await screenshot(english, 'demo-arcgis-en-US');
  expect(failedAssets).toEqual([]);
  expect(errors).toEqual([]);
  expect(outside).toEqual([]);
});
