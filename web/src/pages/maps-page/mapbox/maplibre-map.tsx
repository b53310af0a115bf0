import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../../features/demo-common/error-message';
import { CITIES, INITIAL_VIEW } from '../../../features/demo-maps/cities';
import { cityPopup } from '../../../features/demo-maps/city-popup';
import { onlineTileUrl } from '../../../features/demo-maps/map-config';
import type { LibraryMapProps } from '../../../features/demo-maps/library-map-page';
import type { MapLayers } from '../../../features/demo-maps/map-shell';
import { COUNTRY_LAYERS, offlineStyle } from './offline-style';

interface MaplibreState {
  map: maplibregl.Map;
  markers: maplibregl.Marker[];
}

// MapLibre looks for its worker beside its own module file, which the bundle does not keep; the
// build copies the self-contained worker to this path (rsbuild.config.ts, `output.copy`).
maplibregl.setWorkerUrl(new URL('/js/maplibre-gl-worker.mjs', window.location.origin).href);

function markerElement(id: string): HTMLElement {
  const dot = document.createElement('div');
  dot.className = `map-marker-dot map-marker map-marker--${id}`;
  return dot;
}

/** A MapLibre GL map of the bundled country outlines and the shared cities (DOM markers, popups). */
export function MaplibreMap({ layers, onError }: LibraryMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const state = useRef<MaplibreState | null>(null);
  // The style loads after mount; its load handler must see the layers as they are by then.
  const shown = useRef(layers);

  useEffect(() => {
    if (element.current === null) return undefined;
    try {
      const map = new maplibregl.Map({
        container: element.current,
        style: offlineStyle(onlineTileUrl()),
        center: [INITIAL_VIEW.lon, INITIAL_VIEW.lat],
        zoom: INITIAL_VIEW.zoom - 1,
        minZoom: 0,
        maxZoom: 8,
        attributionControl: false,
      });
      map.addControl(new maplibregl.NavigationControl({ showCompass: false }));
      map.on('error', (event: maplibregl.ErrorEvent) => onError(event.error.message));
      const markers = CITIES.map((city) =>
        new maplibregl.Marker({ element: markerElement(city.id) })
          .setLngLat([city.lon, city.lat])
          .setPopup(new maplibregl.Popup({ offset: 12 }).setDOMContent(cityPopup(city))),
      );
      state.current = { map, markers };
      map.on('load', () => apply(state.current, shown.current));
    } catch (error) {
      onError(errorMessage(error));
    }
    return () => {
      state.current?.map.remove();
      state.current = null;
    };
  }, [onError]);

  useEffect(() => {
    shown.current = layers;
    apply(state.current, layers);
  }, [layers]);

  return <div ref={element} />;
}

/** Shows or hides the layers, once the style has loaded (markers clicked earlier would not open). */
function apply(current: MaplibreState | null, layers: MapLayers): void {
  if (current === null || !current.map.isStyleLoaded()) return;
  const { map, markers } = current;
  markers.forEach((marker) => (layers.markers ? marker.addTo(map) : marker.remove()));
  COUNTRY_LAYERS.forEach((id) => map.setLayoutProperty(id, 'visibility', layers.countries ? 'visible' : 'none'));
}
