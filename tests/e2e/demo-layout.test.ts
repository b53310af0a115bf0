/**
 * The BPMN and ArcGIS pages laid out for users, at a desktop (1280 px) and a phone (375 px) width:
 * every control of the BPMN toolbar is whole and inside the viewport, the canvas fits its card, and
 * the ArcGIS page says nothing meant for developers.
 */
import type { Locator, Page } from 'playwright-core';
import { SIDEBAR_STORAGE_KEY } from '@/features/layout';
import { bpmn as bpmnTexts } from '@/i18n/zh-CN/bpmn';
import { demoMaps } from '@/i18n/zh-CN/demo-maps';
import { signedInPage } from './support/app';
import { useE2e } from './support/e2e-session';

const e2e = useE2e();

jest.setTimeout(60_000);

let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ page, errors } = await signedInPage(e2e));
  // The sidebar folded, so that at 375 px the test sees this page's layout whether the sidebar is a
  // column or a drawer.
  await page.evaluate((key) => window.localStorage.setItem(key, 'true'), SIDEBAR_STORAGE_KEY);
});

beforeEach(() => {
  errors.length = 0;
});

afterEach(() => {
  expect(errors).toEqual([]);
});

/** Where `element` lies against the viewport, and whether its content is cut (ellipsis, overflow). */
async function placement(element: Locator) {
  await element.scrollIntoViewIfNeeded();
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const cut = [node, ...node.querySelectorAll('*')].some(
      (inner) => inner.scrollWidth > inner.clientWidth + 1 && getComputedStyle(inner).overflow !== 'visible',
    );
    return {
      left: Math.floor(box.left),
      right: Math.ceil(box.right),
      viewport: document.documentElement.clientWidth,
      cut,
    };
  });
}

describe.each([1280, 375])('at %i px', (width) => {
  beforeAll(async () => {
    await page.setViewportSize({ width, height: 800 });
  });

  it('shows every control of the BPMN toolbar whole and inside the viewport, and the canvas inside its card', async () => {
    await page.goto('/components-demo/bpmn');
    const toolbar = page.getByRole('toolbar', { name: bpmnTexts.toolbar });
    await toolbar.getByRole('button', { name: bpmnTexts.newDiagram }).and(page.locator(':enabled')).waitFor();
    const buttons = await toolbar.getByRole('button').all();
    expect(buttons.length).toBe(5);
    for (const button of buttons) {
      const name = await button.textContent();
      const { left, right, viewport, cut } = await placement(button);
      expect({ name, left: left >= 0, right: right <= viewport, cut }).toEqual({
        name,
        left: true,
        right: true,
        cut: false,
      });
    }
    const canvas = page.getByRole('application', { name: bpmnTexts.title });
    const card = page.locator('.bpmn-demo__frame');
    const [canvasBox, cardBox] = await Promise.all([canvas.boundingBox(), card.boundingBox()]);
    expect(canvasBox!.x + canvasBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width + 1);
    // The designer's own controls speak the user's language too.
    await page
      .getByRole('application', { name: bpmnTexts.title })
      .getByRole('button', { name: '创建任务', exact: true })
      .waitFor();
  });

  it('shows the ArcGIS map with user-facing texts only: no note about policies, eval or where files live', async () => {
    await page.goto('/maps-page/arcgis');
    const region = page.getByRole('region', { name: demoMaps.arcgis.title, exact: true });
    await region.getByRole('group', { name: demoMaps.layers }).waitFor();
    const text = await region.innerText();
    for (const developerWord of [
      'eval',
      'WebAssembly',
      'script-src',
      '内容安全策略',
      '/arcgis.html',
      '@arcgis/core',
      'CDN',
      '/arcgis/assets',
    ]) {
      expect({ developerWord, shown: text.includes(developerWord) }).toEqual({ developerWord, shown: false });
    }
    const frame = region.locator('iframe');
    const [frameBox, mapBox] = await Promise.all([
      frame.boundingBox(),
      region.getByRole('region', { name: demoMaps.mapLabel(demoMaps.arcgis.title) }).boundingBox(),
    ]);
    expect(frameBox!.width).toBeGreaterThan(0);
    expect(frameBox!.x + frameBox!.width).toBeLessThanOrEqual(mapBox!.x + mapBox!.width + 1);
    expect(frameBox!.x + frameBox!.width).toBeLessThanOrEqual(width);
  });
});
