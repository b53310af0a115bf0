import type { MapLayers } from '@/demos/maps';

/** Where the build puts the framed ArcGIS page (rsbuild.config.ts, entry `arcgis`). */
export const ARCGIS_FRAME_URL = '/arcgis.html';

const CHANNEL = 'demo-arcgis';

/** What the framed map tells the app. */
export type ArcgisFrameMessage = { kind: 'ready' } | { kind: 'error'; message: string };

/** What the app tells the framed map. */
export interface ArcgisLayersMessage {
  kind: 'layers';
  layers: MapLayers;
}

/** Wraps a message in the channel both sides check. */
export function envelope(message: ArcgisFrameMessage | ArcgisLayersMessage): {
  channel: string;
  message: ArcgisFrameMessage | ArcgisLayersMessage;
} {
  return { channel: CHANNEL, message };
}

/** Tells the app that frames this page (same origin only); nothing when the page is not framed. */
export function tellApp(message: ArcgisFrameMessage): void {
  if (window.parent !== window) window.parent.postMessage(envelope(message), location.origin);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The frame's message carried by `data`, or null when it is not one. */
export function readFrameMessage(data: unknown): ArcgisFrameMessage | null {
  if (!isRecord(data) || data.channel !== CHANNEL || !isRecord(data.message)) return null;
  const { message } = data;
  if (message.kind === 'ready') return { kind: 'ready' };
  if (message.kind === 'error' && typeof message.message === 'string')
    return { kind: 'error', message: message.message };
  return null;
}

/** The app's layer message carried by `data`, or null when it is not one. */
export function readLayersMessage(data: unknown): ArcgisLayersMessage | null {
  if (!isRecord(data) || data.channel !== CHANNEL || !isRecord(data.message)) return null;
  const { message } = data;
  if (message.kind !== 'layers' || !isRecord(message.layers)) return null;
  const { countries, markers } = message.layers;
  if (typeof countries !== 'boolean' || typeof markers !== 'boolean') return null;
  return { kind: 'layers', layers: { countries, markers } };
}
