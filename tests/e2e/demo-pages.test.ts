/**
 * Every demo page as `root` in Chromium: the page's region renders with no console errors and no
 * request beyond loopback, a screenshot is saved, and one real interaction per page works.
 */
import type { Locator, Page } from 'playwright-core';
import { ROOT_USER, signedInPage } from './support/app';
import { arcgisBlueShare, failedArcgisAssets, openArcgisBeijingPopup } from './support/arcgis-map';
import { refuseOutside, screenshot } from './support/browser';
import { useE2e } from './support/e2e-session';

const DOCS_URL = 'https://docs.example.org/admin';
const e2e = useE2e({ docsUrl: DOCS_URL });

jest.setTimeout(60_000);

let page: Page;
let errors: string[];
const outside: string[] = [];

beforeAll(async () => {
  ({ page, errors } = await signedInPage(e2e, ROOT_USER, (fresh) => refuseOutside(fresh, outside)));
});

/**
 * Reads a value until it passes `ok` or time runs out, and answers the last reading, so the
 * assertion that follows shows what the page really had.
 */
async function settle<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Clicks once the page's map says it has first drawn (its element's `aria-busy`), then waits for
 * `popup`: a click before the draw can miss what is not drawn yet.
 */
async function openPopup(region: Locator, popup: Locator, click: () => Promise<void>) {
  await region.locator('.map-shell__map > [aria-busy="false"]').waitFor();
  await click();
  await popup.waitFor();
}

/** Opens a demo route from the address bar and waits for its titled region. */
async function open(path: string, title: string) {
  errors.length = 0;
  await page.goto(path);
  const region = page.getByRole('region', { name: title, exact: true });
  await region.waitFor();
  return region;
}

/** After a page's interaction: no console errors, nothing fetched from outside, a screenshot. */
async function finish(name: string) {
  await screenshot(page, `demo-${name}`);
  expect(errors).toEqual([]);
  expect(outside).toEqual([]);
}

describe('components demo', () => {
  it('count-to counts up to its end value', async () => {
    const region = await open('/components-demo/count-to', '数字动画');
    await region.getByRole('button', { name: '开始' }).click();
    await region.getByText('已完成').waitFor();
    await expect(region.getByRole('status').textContent()).resolves.toBe('¥2,026');
    await finish('count-to');
  });

  it('back-to-top appears after scrolling and returns to the top', async () => {
    const region = await open('/components-demo/back-to-top', '返回顶部');
    await region.getByText('第 20 节').scrollIntoViewIfNeeded();
    const scrolled = () =>
      page.evaluate(() =>
        Math.max(window.scrollY, ...[...document.querySelectorAll('*')].map((element) => element.scrollTop)),
      );
    expect(await scrolled()).toBeGreaterThan(400);
    await page.getByRole('button', { name: '返回顶部' }).click();
    expect(await settle(scrolled, (top) => top === 0)).toBe(0);
    await finish('back-to-top');
  });

  it('bpmn appends a task and exports XML holding it', async () => {
    const region = await open('/components-demo/bpmn', '流程设计器');
    await region.locator('.djs-container > svg').waitFor();
    await region.getByRole('button', { name: '追加任务节点' }).click();
    const download = page.waitForEvent('download');
    await region.getByRole('button', { name: '导出 XML' }).click();
    expect((await download).suggestedFilename()).toBe('diagram.bpmn');
    const xml = (await region.getByLabel('最近导出的 XML').textContent()) ?? '';
    expect(xml).toMatch(/<bpmn:task id="[^"]+" name="任务 1">/);
    expect(xml).toContain('<bpmn:sequenceFlow');
    await finish('bpmn');
  });

  it('table generator filters its generated table', async () => {
    const region = await open('/components-demo/table-form-generator', '表格生成器');
    const table = region.getByRole('table', { name: '预览' });
    const rows = table.locator('tbody tr');
    const before = await rows.count();
    await region.getByRole('textbox', { name: '城市' }).fill('alpha');
    await region.getByRole('button', { name: '查询' }).click();
    expect(
      await settle(
        () => rows.count(),
        (count) => count < before,
      ),
    ).toBeLessThan(before);
    const cities = await rows.locator('td:first-child').allTextContents();
    expect(cities.length).toBeGreaterThan(0);
    expect(cities.every((city) => city.startsWith('Alpha'))).toBe(true);
    await region.getByRole('tab', { name: '生成的代码' }).click();
    await expect(region.getByRole('tabpanel', { name: '生成的代码' }).locator('code').textContent()).resolves.toContain(
      'export function GeneratedTable',
    );
    await finish('table-form-generator');
  });

  it('form generator validates a required field in the built form', async () => {
    const region = await open('/components-demo/el-form-generator', '表单生成器');
    const form = region.getByRole('form', { name: '活动报名' });
    await form.getByRole('button', { name: '提交' }).click();
    await form.getByText('请填写姓名').waitFor();
    await form.getByRole('textbox', { name: /姓名/ }).fill('王小明');
    await form.getByRole('combobox', { name: /城市/ }).selectOption('上海');
    await form.getByRole('checkbox', { name: '我已阅读并同意活动条款' }).check({ force: true });
    await form.getByRole('button', { name: '提交' }).click();
    await form.getByText('校验通过，提交的数据：').waitFor();
    await finish('el-form-generator');
  });

  it('code sandbox shows what the code logged', async () => {
    const region = await open('/components-demo/code-sandbox', '代码沙箱');
    const output = region.getByRole('list', { name: '控制台输出' });
    await output.getByText('Hello, 沙箱！排序结果： [1,2,3]').waitFor();
    await output.getByText('{"sum":6}').waitFor();
    // Output of a timer the code set: its worker lives on after the code returned.
    await output.getByText(`一秒钟后： ${new Date().getFullYear()}`).waitFor();
    await finish('code-sandbox');
  });
});

describe('maps', () => {
  /** Clicks the first DOM marker and waits for its popup. */
  async function openDomMarkerPopup(region: ReturnType<Page['getByRole']>) {
    expect(
      await settle(
        () => region.locator('.map-marker').count(),
        (count) => count === 8,
      ),
    ).toBe(8);
    const popup = region.locator('.map-popup[data-city="beijing"]').getByText('北京');
    await openPopup(region, popup, () => region.locator('.map-marker--beijing').click());
  }

  it('leaflet shows the cities, a popup and toggles the markers off', async () => {
    const region = await open('/maps-page/leaflet', 'Leaflet');
    expect(
      await settle(
        () => region.locator('path.leaflet-interactive').count(),
        (count) => count > 100,
      ),
    ).toBeGreaterThan(100);
    await openDomMarkerPopup(region);
    await region.getByText('城市标记', { exact: true }).click();
    expect(
      await settle(
        () => region.locator('.map-marker').count(),
        (count) => count === 0,
      ),
    ).toBe(0);
    await finish('leaflet');
  });

  it.each([['openlayers', '/maps-page/openlayers', 'OpenLayers']])(
    '%s opens a city popup where the city is drawn',
    async (name, path, title) => {
      const region = await open(path, title);
      const map = region.getByRole('region', { name: `${title} 地图` });
      await map.locator('canvas').first().waitFor();
      const box = await map.boundingBox();
      if (box === null) throw new Error('map not laid out');
      // Web Mercator at zoom 2 (1024 px for the world) around the initial centre 105°E 30°N.
      const y = (lat: number) => (1024 / (2 * Math.PI)) * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
      const beijing = {
        x: box.x + box.width / 2 + ((116.4074 - 105) / 360) * 1024,
        y: box.y + box.height / 2 - (y(39.9042) - y(30)),
      };
      const popup = region.locator('.map-popup[data-city="beijing"]').getByText('北京');
      await openPopup(region, popup, () => page.mouse.click(beijing.x, beijing.y));
      await finish(name);
    },
  );

  it('arcgis (@arcgis/core in /arcgis.html) draws its map offline from the assets the build copied, opens a city popup in its frame and hides the markers', async () => {
    const failedAssets = failedArcgisAssets(page);
    const region = await open('/maps-page/arcgis', 'ArcGIS');
    await region.getByRole('region', { name: 'ArcGIS 地图' }).locator('iframe').waitFor();
    const { frame, popup } = await openArcgisBeijingPopup(page);
    // The countries' blue fills cover a good part of the world map at its first zoom.
    expect(await arcgisBlueShare(page)).toBeGreaterThan(0.05);
    await expect(popup.textContent()).resolves.toContain('39.90°, 116.41°');
    await expect(frame.locator('html').evaluate(() => location.pathname)).resolves.toBe('/arcgis.html');
    // The switch reaches the frame by message: with the markers hidden, the popup closes.
    await region.getByText('城市标记', { exact: true }).click();
    expect(
      await settle(
        () => popup.isVisible(),
        (visible) => !visible,
      ),
    ).toBe(false);
    expect(failedAssets).toEqual([]);
    await finish('arcgis');
  });

  it('mapbox (MapLibre) shows the cities and a popup', async () => {
    const region = await open('/maps-page/mapbox', 'Mapbox（MapLibre GL）');
    await openDomMarkerPopup(region);
    await finish('mapbox');
  });
});

describe('lists', () => {
  const firstCells = (column: number) => page.locator(`table tbody tr td:nth-child(${column})`).allTextContents();

  it('query list pages and sorts through the mock', async () => {
    const region = await open('/list-page/query-list', '查询表格');
    await region.getByText('共 5000 条').waitFor();
    const firstIds = Array.from({ length: 10 }, (_, index) => `item-${String(index + 1).padStart(5, '0')}`);
    expect(
      await settle(
        () => firstCells(2),
        (ids) => ids.join() === firstIds.join(),
      ),
    ).toEqual(firstIds);
    await region.getByRole('button', { name: '下一页' }).click();
    expect(
      (
        await settle(
          () => firstCells(2),
          (ids) => ids[0] === 'item-00011',
        )
      )[0],
    ).toBe('item-00011');
    await region.getByRole('button', { name: '按 调用次数 排序' }).click();
    await region.getByRole('button', { name: '按 调用次数 排序' }).click();
    const counts = await settle(
      async () => (await firstCells(6)).map((text) => Number(text.replace(/,/g, ''))),
      (values) => values.length === 10 && (values[0] ?? 0) > 99_000,
    );
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(99_000);
    await expect(region.getByRole('button', { name: '新建' }).isVisible()).resolves.toBe(true);
    await finish('query-list');
  });

  it('standard list shows a page of cards and searches', async () => {
    const region = await open('/list-page/standard-list', '标准列表');
    const cards = region.getByRole('list', { name: '标准列表' }).getByRole('listitem');
    expect(
      await settle(
        () => cards.count(),
        (count) => count === 20,
      ),
    ).toBe(20);
    await region.getByRole('textbox', { name: '关键字' }).fill('Nightly');
    await region.getByRole('button', { name: '查询' }).click();
    const texts = await settle(
      () => cards.allTextContents(),
      (all) => all.length > 0 && all.every((text) => text.includes('Nightly')),
    );
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => !text.includes('Nightly'))).toEqual([]);
    await finish('standard-list');
  });
});

describe('documentation link', () => {
  it('opens the configured documentation URL in a new window', async () => {
    await page.goto('/dashboard');
    // Blueprint renders a menu entry as an anchor with the menuitem role.
    const link = page.getByRole('menuitem', { name: '文档' });
    await expect(link.getAttribute('href')).resolves.toBe(DOCS_URL);
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await expect(link.getAttribute('rel')).resolves.toContain('noopener');
  });
});
