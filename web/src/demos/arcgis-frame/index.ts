/**
 * The ArcGIS demo's messages between the app and its framed map. The frame itself (`main.ts`) is a
 * bundle entry of its own (rsbuild.config.ts) and is never imported.
 */
export {
  ARCGIS_FRAME_URL,
  type ArcgisFrameMessage,
  type ArcgisLayersMessage,
  envelope,
  readFrameMessage,
} from './arcgis-frame-messages';
