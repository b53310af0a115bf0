/**
 * The ArcGIS demo's map, a page of its own (`/arcgis.html`, entry `arcgis` in rsbuild.config.ts)
 * framed by the ArcGIS demo page: the ArcGIS Maps SDK evaluates code and compiles WebAssembly,
 * which the app's policy forbids, so nginx serves this page alone under a policy that allows both
 * (docs/deployment.md). It draws the bundled outlines and the shared cities, fully offline, in the
 * language the browser chose for the app, and takes the layer switches from the app by message.
 */
import esriConfig from '@arcgis/core/config';
import { setLocale } from '@arcgis/core/intl';
import '@arcgis/core/assets/esri/themes/light/main.css';
import { errorMessage } from '@/lib/error-message';
import { tellApp } from './arcgis-frame-messages';
import { startFrame } from './start-frame';
import './arcgis-frame.css';

// The SDK loads its workers, styles and translations from here, copied into the build
// (rsbuild.config.ts, `output.copy`); its default is a CDN, which an offline product cannot use.
esriConfig.assetsPath = '/arcgis/assets';

startFrame(setLocale, async () => (await import('./arcgis-map')).drawArcgisMap()).catch((error: unknown) =>
  // A map chunk that failed to load: the app shows its failure instead of waiting for the map.
  tellApp({ kind: 'error', message: errorMessage(error) }),
);
