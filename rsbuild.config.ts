/**
 * The web app's build and dev server. Scripts land under `/js/`, styles under `/css/` from the site
 * root, and a chunk gets 120 s to load (the product's rule for slow networks). `PUBLIC_*` environment
 * variables are inlined at build time (`import.meta.env.PUBLIC_*`), which is how `web/src/app/config.ts` is
 * overridden. The dev server proxies `/api` to the mock server (`MOCK_PORT`, default 10088).
 */
import './scripts/build/path-aliases';
import { version as iconsVersion } from '@blueprintjs/icons/package.json';
import path from 'node:path';
import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { arcgisAssetCopies } from './scripts/build/arcgis-assets';
import { pluginArcgisUnusedImports } from './scripts/build/arcgis-unused-imports';
import { pluginCompactIconNames } from './scripts/build/compact-icon-names';
import { pluginReactRouterProduction } from './scripts/build/react-router-production';
import { pluginSiteHead } from './scripts/build/site-head';
import { pluginSplitBlueprintCss } from './scripts/build/split-blueprint-css';
import { pluginStripIconFontGlyphs } from './scripts/build/strip-icon-font-glyphs';
import { pluginThemeBoot } from './scripts/build/theme-boot';
import { precompressDir } from './scripts/serve/precompress';

/** A chunk's load time-out (docs/product-rules.md, Limits). */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Blueprint's per-icon path modules, copied as they are and imported by URL one at a time
 * (`web/src/app/icon-loader.ts`): no chunk map in the entry. Versioned, so `/js/`'s immutable
 * caching holds across a Blueprint upgrade.
 */
const ICONS_DIR = `js/icons-${iconsVersion}`;
const iconCopy = (size: 16 | 20) => ({
  from: `node_modules/@blueprintjs/icons/lib/esm/generated/${size}px/paths`,
  to: `${ICONS_DIR}/${size}`,
  globOptions: { ignore: ['**/*.map', '**/*.d.ts'] },
  info: { minimized: true },
});

const mockTarget = `http://${process.env.MOCK_HOST ?? '127.0.0.1'}:${process.env.MOCK_PORT ?? '10088'}`;

/** The build's last step: brotli and gzip twins of the text files, which both web servers send as they are. */
const pluginPrecompress: RsbuildPlugin = {
  name: 'precompress',
  setup(api) {
    api.onAfterBuild(async () => {
      await precompressDir(api.context.distPath);
    });
  },
};

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginCompactIconNames,
    pluginStripIconFontGlyphs,
    pluginArcgisUnusedImports,
    pluginReactRouterProduction,
    pluginSplitBlueprintCss,
    pluginSiteHead,
    pluginThemeBoot,
    pluginPrecompress,
  ],
  source: {
    // The ArcGIS demo's map is a page of its own (/arcgis.html), which nginx serves under a policy
    // of its own (docs/deployment.md); index.html references none of its chunks.
    entry: { index: './web/src/main.tsx', arcgis: './web/src/demos/arcgis-frame/main.ts' },
    define: { 'process.env.BLUEPRINT_ICONS_DIR': JSON.stringify(`/${ICONS_DIR}`) },
  },
  html: {
    template: ({ entryName }) =>
      entryName === 'arcgis' ? './web/src/demos/arcgis-frame/arcgis-frame.html' : './web/index.html',
  },
  output: {
    assetPrefix: '/',
    // 8 hex digits name a file well enough (a clash between two builds of one chunk is one in four
    // billion), and the login page's script lists every chunk by its hash: 2 digits fewer each is
    // about 170 B gzip off that page (docs/login-weight.md).
    filenameHash: 'contenthash:8',
    distPath: {
      root: 'dist',
      js: 'js',
      jsAsync: 'js',
      css: 'css',
      cssAsync: 'css',
      svg: 'img',
      image: 'img',
      font: 'font',
    },
    // Fonts are always files: the CSP's font-src is 'self' only, so a data: font would be blocked.
    dataUriLimit: { font: 0 },
    // Demo pages: MapLibre's self-contained worker at a fixed path (maps-page/mapbox), the code
    // sandbox's runner page, which nginx serves under its own policy (docs/deployment.md), and the
    // few ArcGIS SDK assets /arcgis.html fetches (scripts/build/arcgis-assets.ts), not all 84 MB.
    copy: [
      { from: 'node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs', to: 'js/maplibre-gl-worker.mjs' },
      { from: 'web/src/demos/code-sandbox/sandbox.html', to: 'sandbox.html' },
      ...arcgisAssetCopies(__dirname),
      iconCopy(16),
      iconCopy(20),
    ],
  },
  performance: {
    // A rebuild reuses what did not change (node_modules/.cache/rspack): the ArcGIS SDK alone takes
    // about 5 s to bundle and minify. The `PUBLIC_*` variables are inlined, so each set has its
    // own cache; the build's plugins are code the config imports, so their changes drop it too.
    buildCache: {
      cacheDigest: Object.keys(process.env)
        .filter((name) => name.startsWith('PUBLIC_'))
        .sort()
        .map((name) => `${name}=${process.env[name]}`),
      buildDependencies: [path.join(__dirname, 'scripts/build/'), path.join(__dirname, 'scripts/serve/')],
    },
    chunkSplit: {
      strategy: 'split-by-experience',
      // The demo pages' texts (`i18n/demo-messages.ts`) in one chunk that only demo pages load,
      // rather than a copy in every demo page's chunk.
      forceSplitting: {
        'demo-texts':
          /web[\\/]src[\\/]i18n[\\/](demo-messages\.ts|zh-CN[\\/](demo-(?!list)|count-to|back-to-top|bpmn))/,
      },
    },
  },
  server: {
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 8080),
    // A busy port is an error rather than the next free one: `npm run dev` prints this port's URL.
    strictPort: true,
    publicDir: { name: 'web/public', copyOnBuild: true },
    proxy: { '/api': { target: mockTarget, changeOrigin: true } },
  },
  tools: {
    rspack: {
      output: { chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS },
      // Demo maps: MapLibre builds its worker URL at run time, which rspack flags (harmless) while
      // quoting megabytes of minified code.
      ignoreWarnings: [{ module: /node_modules[\\/]maplibre-gl[\\/]/, message: /Critical dependency/ }],
      module: {
        rules: [
          {
            // The app's own modules have no import-time side effects (features are registered
            // explicitly, never on import: docs/architecture.md), so a module none of whose exports is
            // used is dropped, and a feature's index re-exporting its components does not drag them
            // into the chunk of whoever imports the index: this keeps the login page within its
            // budget (tests/e2e/login-bundle-size.test.ts).
            test: /web[\\/]src[\\/].*\.tsx?$/,
            sideEffects: false,
          },
        ],
      },
    },
  },
});
