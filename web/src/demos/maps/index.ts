/**
 * The map demos' shared data, free of React and Blueprint: the framed ArcGIS page
 * (`demos/arcgis-frame/arcgis-map.ts`, in a bundle of its own) imports it as well as the map pages.
 */
export { CITIES, type City, INITIAL_VIEW } from './cities';
export { cityPopup } from './city-popup';
export { type CountryCollection, countryOutlines } from './countries';
export { onlineTileUrl } from './map-config';
export { ALL_LAYERS, type MapLayers } from './map-layers';
