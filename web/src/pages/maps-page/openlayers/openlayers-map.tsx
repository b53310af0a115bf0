import OlMap from 'ol/Map';
import Overlay from 'ol/Overlay';
import View from 'ol/View';
import Feature from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import Point from 'ol/geom/Point';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import 'ol/ol.css';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../../features/demo-common/error-message';
import { CITIES, INITIAL_VIEW, type City } from '../../../features/demo-maps/cities';
import { cityPopup } from '../../../features/demo-maps/city-popup';
import { countryOutlines } from '../../../features/demo-maps/countries';
import { onlineTileUrl } from '../../../features/demo-maps/map-config';
import type { LibraryMapProps } from '../../../features/demo-maps/library-map-page';

/** The bundled outlines and the shared cities as OpenLayers features in Web Mercator; a city feature carries its `City` as `city`. */
function readFeatures(): { countries: Feature[]; cities: Feature[] } {
  return {
    countries: new GeoJSON().readFeatures(countryOutlines(), { featureProjection: 'EPSG:3857' }),
    cities: CITIES.map((city) => new Feature({ geometry: new Point(fromLonLat([city.lon, city.lat])), city })),
  };
}

interface OlState {
  map: OlMap;
  countries: VectorLayer;
  markers: VectorLayer;
}

const countryStyle = new Style({ fill: new Fill({ color: 'rgba(138, 187, 255, 0.35)' }), stroke: new Stroke({ color: '#2d72d2', width: 1 }) });
const markerStyle = new Style({
  image: new Circle({ radius: 7, fill: new Fill({ color: '#cd4246' }), stroke: new Stroke({ color: '#fff', width: 2 }) }),
});

/** An OpenLayers map of the bundled country outlines and the shared cities, popups on click. */
export function OpenLayersMap({ layers, onError }: LibraryMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const state = useRef<OlState | null>(null);

  useEffect(() => {
    if (element.current === null) return undefined;
    try {
      const features = readFeatures();
      const countries = new VectorLayer({ source: new VectorSource({ features: features.countries }), style: countryStyle });
      const markers = new VectorLayer({ source: new VectorSource({ features: features.cities }), style: markerStyle, zIndex: 10 });
      const popup = new Overlay({ positioning: 'bottom-center', offset: [0, -12], stopEvent: true });
      const tiles = onlineTileUrl();
      const map = new OlMap({
        target: element.current,
        layers: [...(tiles === null ? [] : [new TileLayer({ source: new XYZ({ url: tiles }) })]), countries, markers],
        overlays: [popup],
        view: new View({ center: fromLonLat([INITIAL_VIEW.lon, INITIAL_VIEW.lat]), zoom: INITIAL_VIEW.zoom, minZoom: 1, maxZoom: 8 }),
      });
      map.on('singleclick', (event) => {
        const city = map.forEachFeatureAtPixel(event.pixel, (feature) => feature.get('city') as City | undefined, {
          layerFilter: (layer) => layer === markers,
          hitTolerance: 4,
        });
        if (city === undefined) {
          popup.setPosition(undefined);
          return;
        }
        popup.setElement(cityPopup(city));
        popup.setPosition(fromLonLat([city.lon, city.lat]));
      });
      state.current = { map, countries, markers };
    } catch (error) {
      onError(errorMessage(error));
    }
    return () => {
      state.current?.map.setTarget(undefined);
      state.current = null;
    };
  }, [onError]);

  useEffect(() => {
    state.current?.countries.setVisible(layers.countries);
    state.current?.markers.setVisible(layers.markers);
  }, [layers]);

  return <div ref={element} />;
}
