import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { CITIES, cityPopup, countryOutlines, INITIAL_VIEW, onlineTileUrl } from '@/demos/maps';
import { demoMaps } from '@/i18n/demo-messages';
import type { LibraryMapProps } from '@/demos/map-pages';
import { type MapAdapter, useLibraryMap } from '@/demos/map-pages';

const texts = demoMaps.controls;

/** Gives Leaflet's own controls their names from the catalogue; only "Leaflet", a proper name, stays. */
function nameControls(map: L.Map): void {
  L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map);
  const prefix = map.attributionControl.options.prefix;
  // Leaflet's own link markup (and its flag) stays; only its English title is replaced.
  if (typeof prefix === 'string')
    map.attributionControl.setPrefix(prefix.replace(/title="[^"]*"/, `title="${texts.leafletAbout}"`));
  // A popup's close button has no option for its name: it is renamed once the popup is drawn.
  map.on('popupopen', ({ popup }) =>
    popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', texts.closePopup),
  );
}

interface LeafletState {
  map: L.Map;
  countries: L.GeoJSON;
  markers: L.LayerGroup;
}

const leaflet: MapAdapter<LeafletState> = {
  create: (element, { onDrawn }) => {
    const map = L.map(element, { worldCopyJump: true, minZoom: 1, maxZoom: 8, zoomControl: false }).setView(
      [INITIAL_VIEW.lat, INITIAL_VIEW.lon],
      INITIAL_VIEW.zoom,
    );
    // Leaflet draws its vectors as SVG at once: the layers added right after this are drawn with them.
    map.whenReady(onDrawn);
    nameControls(map);
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
        }).bindPopup(() => cityPopup(city)),
      ),
    );
    return { map, countries, markers };
  },
  show: ({ map, countries, markers }, layers) => {
    const show = (layer: L.Layer, visible: boolean) => (visible ? map.addLayer(layer) : map.removeLayer(layer));
    show(countries, layers.countries);
    show(markers, layers.markers);
  },
  destroy: ({ map }) => map.remove(),
};

/** A Leaflet map of the bundled country outlines and the shared cities. */
export function LeafletMap(props: LibraryMapProps) {
  return <div {...useLibraryMap(leaflet, props)} />;
}
