/**
 * The ArcGIS SDK's code paths the ArcGIS demo never runs, left out of the build. The SDK reaches
 * every layer type, 3D, workers, analysis, sketching, charts and Arcade through dynamic
 * `import()`s, so the bundler emits them all: 19 MB of chunks (and as much again in brotli and
 * gzip twins) of which the demo, a 2D MapView of graphics layers with popups, loads 70 of 624.
 * Each rule below names a family of dynamic imports (importing module, requested path), none of
 * which ran while the map drew, a popup opened, docked, collapsed and closed, and the view zoomed
 * and panned (Chromium, offline). A matching `import("…")` becomes a rejected promise naming
 * this file, so a code path that starts to need one fails loudly (the e2e catches its console
 * error) rather than quietly. Static imports are never touched.
 */
import type { RsbuildPlugin } from '@rsbuild/core';

/** A family of dynamic imports: the importing module (path inside `@arcgis/core/`) and the requested path. */
interface LeftOut {
  importer: RegExp;
  request: RegExp;
}

const ANY = /^/;

/** The families, each with what it serves that the demo does not have. */
export const LEFT_OUT: LeftOut[] = [
  // Layer views of other layer types: the demo has graphics layers only.
  {
    importer: /^views\/2d\/layerViewModuleImportUtils\.js$/,
    request: /^(?!\.\/(layers\/GraphicsLayerView2D|mapViewDeps|webglDeps)\.js$)/,
  },
  // Layers created by type from portal items and web maps: the demo builds its layers itself.
  { importer: /^layers\/support\/layersLoader\.js$/, request: ANY },
  // Workers (or their in-thread twins) of feature, raster, vector-tile, 3D and snapping sources.
  { importer: /^core\/workers\/registry\.js$/, request: ANY },
  // 3D: the view is a MapView.
  { importer: ANY, request: /(^|\/)3d\// },
  { importer: /^views\/3d\//, request: ANY },
  // Measurement and elevation analysis, sketching, drawing and snapping.
  { importer: /^(views\/2d\/analysis|widgets\/Sketch|views\/draw|views\/interactive\/snapping)\//, request: ANY },
  // Popup media charts, panoramic and oriented imagery: the popups hold text.
  { importer: /^widgets\/(Feature\/FeatureMedia\.js|PanoramicViewer\/|OrientedImageryViewer\/)/, request: ANY },
  // Arcade: no popup or symbol uses an expression.
  { importer: /^(support\/loadArcade|popup\/support\/arcadeFeatureUtils)\.js$/, request: ANY },
  // Texture, mesh and 3D-layer codecs.
  { importer: /^libs\/(basisu|dxtEncoder|lyr3d|i3s|dracoMeshDecoder)\//, request: ANY },
  // Zipped and mesh query results of feature services.
  { importer: /^support\/zipUtils\.js$/, request: ANY },
  { importer: /^rest\/query\/executeQuery\.js$/, request: /meshFeatureSet/ },
  // Query engines and sources of feature layers, and the other layer classes' own lazy parts.
  {
    importer: /^layers\/graphics\/(sources\/support\/(sourceUtils|QueryTask)|data\/QueryEngineResult)\.js$/,
    request: ANY,
  },
  {
    importer: /^layers\/(SceneLayer|FeatureLayer|DimensionFeatureLayer|AnnotationFeatureLayer|SubtypeGroupLayer)\.js$/,
    request: ANY,
  },
  // Sign-in dialogs (nothing is secured) and geoprocessing jobs.
  { importer: /^(identity\/IdentityModal|rest\/support\/JobInfo)\.js$/, request: ANY },
  // Saving layers and smart-mapping statistics.
  { importer: /^(layers\/save|smartMapping)\//, request: ANY },
];

const SDK_MODULE = /[\\/]node_modules[\\/]@arcgis[\\/]core[\\/](.+\.js)$/;
const DYNAMIC_IMPORT = /\bimport\(\s*(["'])([^"']+)\1\s*\)/g;

/**
 * `code` of the SDK module at `resourcePath` with the dynamic imports {@link LEFT_OUT} names
 * replaced by rejected promises; other modules' code, and every other import, unchanged.
 */
export function leaveOutUnusedImports(code: string, resourcePath: string): string {
  const inSdk = SDK_MODULE.exec(resourcePath.replaceAll('\\', '/'));
  if (!inSdk) return code;
  const importer = inSdk[1]!;
  const rules = LEFT_OUT.filter((rule) => rule.importer.test(importer));
  if (rules.length === 0) return code;
  return code.replace(DYNAMIC_IMPORT, (whole, _quote: string, request: string) =>
    rules.some((rule) => rule.request.test(request))
      ? `Promise.reject(new Error(${JSON.stringify(`@arcgis/core/${importer} imports ${request}, which the build leaves out (scripts/build/arcgis-unused-imports.ts)`)}))`
      : whole,
  );
}

/** The rsbuild plugin applying {@link leaveOutUnusedImports} to the SDK's modules. */
export const pluginArcgisUnusedImports: RsbuildPlugin = {
  name: 'arcgis-unused-imports',
  setup(api) {
    api.transform({ test: SDK_MODULE, codeFilter: 'import(' }, ({ code, resourcePath }) =>
      leaveOutUnusedImports(code, resourcePath),
    );
  },
};
