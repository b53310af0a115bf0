/**
 * The ArcGIS SDK assets the ArcGIS demo (`web/src/demos/arcgis-frame/`) fetches at run
 * time, and nothing else: the SDK's `assets` folder is 84 MB (11 000 files) of workers, 3D
 * libraries, themes and translations, and the demo (a 2D MapView of graphics layers with popups,
 * no basemap) requests about 20 of them. Found in Chromium's network log, offline, while the map
 * draws, a popup opens, docks, collapses and closes, and the view zooms and pans, in zh-CN and in
 * en-US: the frame speaks the language the browser chose for the app (its `<html lang>` and the
 * SDK's locale, whatever the browser's own language), and the SDK fetches that language's
 * translations (`_zh-CN.json`/`.zh-CN.json`, or `_en.json`/`.en.json` for en-US).
 * `tests/e2e/demo-pages.test.ts` fails on any asset the demo requests that the build lacks, in
 * either language.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The SDK's assets, relative to the repository root. */
export const ARCGIS_ASSETS_SOURCE = 'node_modules/@arcgis/core/assets';

/** Where the frame finds them in the build (its `esriConfig.assetsPath`). */
export const ARCGIS_ASSETS_TARGET = 'arcgis/assets';

/**
 * The polygon tessellator the 2D view compiles (WebAssembly); the 64-bit one replaces the 32-bit
 * one where a device's floats call for it.
 */
const WASM = ['esri/core/libs/libtess/libtess-f32.wasm', 'esri/core/libs/libtess/libtess-f64.wasm'];

/**
 * Translations: every bundle of the app's two languages (`en` is the SDK's en-US) for the SDK's
 * widgets and its Calcite components (100 KB per language), so any widget the popup or the view
 * shows speaks the page's language.
 */
const LOCALE = /[._](zh-CN|en)\.json$/;

/**
 * Calcite icons the view's widgets draw (zoom, popup header and actions, the popup's feature
 * pager and its dock positions), each in the three sizes Calcite picks from by scale.
 */
export const ARCGIS_ICONS = [
  'plus',
  'minus',
  'x',
  'chevronDown',
  'chevronUp',
  'chevronLeft',
  'chevronRight',
  'dockRight',
  'dockLeft',
  'dockBottom',
  'minimize',
  'maximize',
  'ellipsis',
  'magnifyingGlassPlus',
  'list',
];

const ICON_SIZES = [16, 24, 32];

/** Every file under `dir` (recursively), as paths relative to it with `/` separators. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, relative) : [relative];
  });
}

/**
 * The assets the demo uses, relative to {@link ARCGIS_ASSETS_SOURCE} under `root` (the repository
 * root), sorted. Throws when a named file is missing: an SDK upgrade that moved one must not ship
 * a map that fails at run time.
 */
export function arcgisAssetFiles(root: string): string[] {
  const all = filesUnder(path.join(root, ARCGIS_ASSETS_SOURCE));
  const present = new Set(all);
  const named = [
    ...WASM,
    ...ARCGIS_ICONS.flatMap((icon) => ICON_SIZES.map((size) => `components/assets/icon/${icon}${size}.json`)),
  ];
  const missing = named.filter((file) => !present.has(file));
  if (missing.length > 0)
    throw new Error(`@arcgis/core has no ${missing.join(', ')}: update scripts/build/arcgis-assets.ts`);
  return [...named, ...all.filter((file) => LOCALE.test(file))].sort();
}

/** `output.copy` patterns for {@link arcgisAssetFiles}, one per file, already minified. */
export function arcgisAssetCopies(root: string): { from: string; to: string; info: { minimized: true } }[] {
  return arcgisAssetFiles(root).map((file) => ({
    from: `${ARCGIS_ASSETS_SOURCE}/${file}`,
    to: `${ARCGIS_ASSETS_TARGET}/${file}`,
    info: { minimized: true },
  }));
}
