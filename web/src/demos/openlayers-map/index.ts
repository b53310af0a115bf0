/** The OpenLayers map of the map demos. ol is imported only from this folder, so it stays in its page's chunk. */
export { OpenLayersMap } from './openlayers-map';
