import Graphic from '@arcgis/core/Graphic';
import EsriMap from '@arcgis/core/Map';
import Point from '@arcgis/core/geometry/Point';
import Polygon from '@arcgis/core/geometry/Polygon';
import SpatialReference from '@arcgis/core/geometry/SpatialReference';
import { whenOnce } from '@arcgis/core/core/reactiveUtils';
import GraphicsLayer from '@arcgis/core/layers/GraphicsLayer';
import TileInfo from '@arcgis/core/layers/support/TileInfo';
import SimpleFillSymbol from '@arcgis/core/symbols/SimpleFillSymbol';
import SimpleMarkerSymbol from '@arcgis/core/symbols/SimpleMarkerSymbol';
import MapView from '@arcgis/core/views/MapView';
import { errorMessage } from '@/lib/error-message';
import { CITIES, INITIAL_VIEW, cityPopup, countryOutlines } from '@/demos/maps';
import { demoMaps } from '@/i18n/demo-messages';
import { readLayersMessage, tellApp } from './arcgis-frame-messages';

const countryFill = new SimpleFillSymbol({
  color: [138, 187, 255, 0.35],
  outline: { color: [45, 114, 210], width: 0.75 },
});
const cityMarker = new SimpleMarkerSymbol({
  color: [205, 66, 70],
  size: 12,
  outline: { color: [255, 255, 255], width: 2 },
});

/**
 * Draws the map in `#map` and takes the app's layer switches. The city names and popups are read
 * from the catalogue as this module is evaluated, so the frame's entry imports it only once the
 * stored language is in place (`startFrame`).
 */
export function drawArcgisMap(): void {
  document.title = demoMaps.arcgis.frameTitle;
  const countries = new GraphicsLayer({
    graphics: countryOutlines().features.map(
      (country) =>
        new Graphic({
          // One polygon of all the outline's rings (a MultiPolygon's flattened), in WGS 84.
          geometry: new Polygon({
            rings:
              country.geometry.type === 'Polygon' ? country.geometry.coordinates : country.geometry.coordinates.flat(),
            spatialReference: { wkid: 4326 },
          }),
          symbol: countryFill,
          attributes: { NAME: country.properties.name },
        }),
    ),
  });
  const markers = new GraphicsLayer({
    graphics: CITIES.map(
      (city) =>
        new Graphic({
          geometry: new Point({ longitude: city.lon, latitude: city.lat }),
          symbol: cityMarker,
          attributes: { CITY_ID: city.id },
          popupTemplate: { title: city.name, content: () => cityPopup(city) },
        }),
    ),
  });

  const view = new MapView({
    container: 'map',
    map: new EsriMap({ layers: [countries, markers] }),
    center: [INITIAL_VIEW.lon, INITIAL_VIEW.lat],
    zoom: INITIAL_VIEW.zoom,
    // No basemap (that would be an online service), so the view is told its projection and the
    // usual Web Mercator zoom levels, which a basemap's tiling would otherwise bring.
    spatialReference: SpatialReference.WebMercator,
    constraints: {
      lods: TileInfo.create({ spatialReference: SpatialReference.WebMercator }).lods,
      minZoom: 1,
      maxZoom: 8,
    },
  });

  addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== location.origin) return;
    const message = readLayersMessage(event.data);
    if (message === null) return;
    countries.visible = message.layers.countries;
    markers.visible = message.layers.markers;
    // A city's popup would point at nothing once the markers are hidden.
    if (!message.layers.markers) view.closePopup();
  });

  view.when(
    () => tellApp({ kind: 'ready' }),
    (error: unknown) => tellApp({ kind: 'error', message: errorMessage(error) }),
  );

  // A view is ready before its layers have drawn, and a click on a marker not yet drawn opens
  // nothing: the map is busy (for assistive technology, and what the e2e waits on) until it has.
  void whenOnce(() => view.ready && !view.updating).then(() =>
    document.getElementById('map')?.setAttribute('aria-busy', 'false'),
  );
}
