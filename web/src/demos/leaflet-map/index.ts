/** The Leaflet map of the map demos. Leaflet is imported only from this folder, so it stays in its page's chunk. */
export { LeafletMap } from './leaflet-map';
