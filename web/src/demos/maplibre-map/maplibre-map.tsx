import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { CITIES, cityPopup, INITIAL_VIEW, type MapLayers, onlineTileUrl } from '@/demos/maps';
import { demoMaps } from '@/i18n/demo-messages';
import type { LibraryMapProps } from '@/demos/map-pages';
import { type MapAdapter, useLibraryMap } from '@/demos/map-pages';
import { COUNTRY_LAYERS, offlineStyle } from './offline-style';

interface MaplibreState {
  map: maplibregl.Map;
  markers: maplibregl.Marker[];
}

// MapLibre looks for its worker beside its own module file, which the bundle does not keep; the
// build copies the self-contained worker to this path (rsbuild.config.ts, `output.copy`).
maplibregl.setWorkerUrl(new URL('/js/maplibre-gl-worker.mjs', window.location.origin).href);

const texts = demoMaps.controls;

/**
 * MapLibre's UI strings (its `defaultLocale` keys) for what this map draws or could show (the
 * attribution toggle, the compass), from the catalogue instead of in English.
 */
const LOCALE: Record<string, string> = {
  'Map.Title': texts.map,
  'NavigationControl.ZoomIn': texts.zoomIn,
  'NavigationControl.ZoomOut': texts.zoomOut,
  'NavigationControl.ResetBearing': texts.resetBearing,
  'AttributionControl.ToggleAttribution': texts.toggleAttribution,
  'Popup.Close': texts.closePopup,
};

function markerElement(id: string): HTMLElement {
  const dot = document.createElement('div');
  dot.className = `map-marker-dot map-marker map-marker--${id}`;
  return dot;
}

/** Shows or hides the layers, once the style has loaded (markers clicked earlier would not open). */
function apply(current: MaplibreState, layers: MapLayers): void {
  const { map, markers } = current;
  if (!map.isStyleLoaded()) return;
  markers.forEach((marker) => (layers.markers ? marker.addTo(map) : marker.remove()));
  COUNTRY_LAYERS.forEach((id) => map.setLayoutProperty(id, 'visibility', layers.countries ? 'visible' : 'none'));
}

const maplibre: MapAdapter<MaplibreState> = {
  create: (element, { shown, onError, onDrawn }) => {
    const map = new maplibregl.Map({
      container: element,
      style: offlineStyle(onlineTileUrl()),
      center: [INITIAL_VIEW.lon, INITIAL_VIEW.lat],
      zoom: INITIAL_VIEW.zoom - 1,
      minZoom: 0,
      maxZoom: 8,
      attributionControl: false,
      locale: LOCALE,
    });
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }));
    map.on('error', (event: maplibregl.ErrorEvent) => onError(event.error.message));
    const markers = CITIES.map((city) =>
      new maplibregl.Marker({ element: markerElement(city.id) })
        .setLngLat([city.lon, city.lat])
        .setPopup(new maplibregl.Popup({ offset: 12 }).setDOMContent(cityPopup(city))),
    );
    const current = { map, markers };
    // The style loads after mount; its load handler must see the layers as they are by then.
    map.on('load', () => apply(current, shown()));
    // Idle: the style, its sources and the markers are in place and nothing is moving.
    map.once('idle', onDrawn);
    return current;
  },
  show: apply,
  destroy: ({ map }) => map.remove(),
};

/** A MapLibre GL map of the bundled country outlines and the shared cities (DOM markers, popups). */
export function MaplibreMap(props: LibraryMapProps) {
  return <div {...useLibraryMap(maplibre, props)} />;
}
