import type { CatalogueOf } from '@/i18n/catalogue';
import type { demoMaps as zhCNDemoMaps } from '@/i18n/zh-CN/demo-maps';

/** en-US catalogue section `demoMaps`: texts of the map demos. */
export const demoMaps: CatalogueOf<typeof zhCNDemoMaps> = {
  layers: 'Layers',
  countries: 'Country borders',
  markers: 'City markers',
  tiles: 'Online base map',
  offline:
    'Offline mode: the country borders come from the world map data shipped with the product; no external resource is requested.',
  online: (url: string) => `Online base map configured: ${url}`,
  cityCount: (count: number) => `${count} ${count === 1 ? 'city' : 'cities'}`,
  cityNote: '{note} ({lat}°, {lon}°)',
  mapLabel: (library: string) => `${library} map`,
  failed: 'The map could not load, please reload the page and try again.',
  cities: {
    beijing: { name: 'Beijing', note: 'Capital of China, about 22 million people' },
    shanghai: { name: 'Shanghai', note: "China's largest economic centre" },
    shenzhen: { name: 'Shenzhen', note: 'A city of technology and innovation' },
    london: { name: 'London', note: 'Capital of the United Kingdom' },
    newYork: { name: 'New York', note: 'The largest city in the United States' },
    sydney: { name: 'Sydney', note: 'The largest city in Australia' },
    saoPaulo: { name: 'São Paulo', note: 'The largest city in the Southern Hemisphere' },
    nairobi: { name: 'Nairobi', note: 'Capital of Kenya' },
  },
  controls: {
    map: 'Map',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    resetRotation: 'Reset rotation',
    resetBearing: 'Drag to rotate the map, click to reset to north',
    attribution: 'Attribution',
    toggleAttribution: 'Show or hide attribution',
    closePopup: 'Close popup',
    leafletAbout: 'A JavaScript library for interactive maps',
  },
  leaflet: {
    title: 'Leaflet',
    description: 'An interactive map drawn with Leaflet: zoom, pan, city marker popups and layer switches.',
  },
  openlayers: {
    title: 'OpenLayers',
    description: 'An interactive map drawn with OpenLayers: vector layers, click popups and layer switches.',
  },
  arcgis: {
    title: 'ArcGIS',
    description:
      'An interactive map drawn with ArcGIS: country borders and city markers; zoom, pan, click a city for its details, and switch layers.',
    frameTitle: 'ArcGIS map page',
  },
  mapbox: {
    title: 'Mapbox (MapLibre GL)',
    description:
      'An interactive map drawn with MapLibre GL: zoom, pan, city marker popups and layer switches, fully usable offline.',
  },
};
