import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../../features/demo-common/error-message';
import { CITIES, INITIAL_VIEW } from '../../../features/demo-maps/cities';
import { cityPopup } from '../../../features/demo-maps/city-popup';
import { countryOutlines } from '../../../features/demo-maps/countries';
import { onlineTileUrl } from '../../../features/demo-maps/map-config';
import type { LibraryMapProps } from '../../../features/demo-maps/library-map-page';

interface LeafletState {
  map: L.Map;
  countries: L.GeoJSON;
  markers: L.LayerGroup;
}

/** A Leaflet map of the bundled country outlines and the shared cities. */
export function LeafletMap({ layers, onError }: LibraryMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const state = useRef<LeafletState | null>(null);

  useEffect(() => {
    if (element.current === null) return undefined;
    try {
      const map = L.map(element.current, { worldCopyJump: true, minZoom: 1, maxZoom: 8 }).setView([INITIAL_VIEW.lat, INITIAL_VIEW.lon], INITIAL_VIEW.zoom);
      // Its own pane keeps the markers above the outlines whatever order the layers are toggled in.
      map.createPane('cities').style.zIndex = '650';
      const tiles = onlineTileUrl();
      if (tiles !== null) L.tileLayer(tiles, { maxZoom: 8 }).addTo(map);
      const countries = L.geoJSON(countryOutlines(), {
        style: { color: '#2d72d2', weight: 1, fillColor: '#8abbff', fillOpacity: 0.35 },
        onEachFeature: (feature, layer) => layer.bindTooltip(String(feature.properties?.name ?? ''), { sticky: true }),
      });
      // Circle markers need no icon images, so nothing is fetched.
      const markers = L.layerGroup(
        CITIES.map((city) =>
          L.circleMarker([city.lat, city.lon], {
            pane: 'cities',
            radius: 7,
            color: '#fff',
            weight: 2,
            fillColor: '#cd4246',
            fillOpacity: 1,
            className: `map-marker map-marker--${city.id}`,
          })
            .bindPopup(() => cityPopup(city)),
        ),
      );
      state.current = { map, countries, markers };
    } catch (error) {
      onError(errorMessage(error));
    }
    return () => {
      state.current?.map.remove();
      state.current = null;
    };
  }, [onError]);

  useEffect(() => {
    const current = state.current;
    if (current === null) return;
    const show = (layer: L.Layer, visible: boolean) => (visible ? current.map.addLayer(layer) : current.map.removeLayer(layer));
    show(current.countries, layers.countries);
    show(current.markers, layers.markers);
  }, [layers]);

  return <div ref={element} />;
}
