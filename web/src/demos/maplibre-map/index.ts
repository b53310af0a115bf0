/** The MapLibre GL map of the map demos. maplibre-gl is imported only from this folder, so it stays in its page's chunk. */
export { MaplibreMap } from './maplibre-map';
