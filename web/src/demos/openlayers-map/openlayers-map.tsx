import OlMap from 'ol/Map';
import { defaults as defaultControls } from 'ol/control/defaults';
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
import { CITIES, type City, cityPopup, countryOutlines, INITIAL_VIEW, onlineTileUrl } from '@/demos/maps';
import { demoMaps } from '@/i18n/demo-messages';
import type { LibraryMapProps } from '@/demos/map-pages';
import { type MapAdapter, useLibraryMap } from '@/demos/map-pages';

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

const texts = demoMaps.controls;

/** OpenLayers' default controls (zoom, rotate, attribution), named from the catalogue instead of in English. */
const namedControls = () =>
  defaultControls({
    zoomOptions: { zoomInTipLabel: texts.zoomIn, zoomOutTipLabel: texts.zoomOut },
    rotateOptions: { tipLabel: texts.resetRotation },
    attributionOptions: { tipLabel: texts.attribution },
  });

const countryStyle = new Style({
  fill: new Fill({ color: 'rgba(138, 187, 255, 0.35)' }),
  stroke: new Stroke({ color: '#2d72d2', width: 1 }),
});
const markerStyle = new Style({
  image: new Circle({
    radius: 7,
    fill: new Fill({ color: '#cd4246' }),
    stroke: new Stroke({ color: '#fff', width: 2 }),
  }),
});

const openlayers: MapAdapter<OlState> = {
  create: (element, { onDrawn }) => {
    const features = readFeatures();
    const countries = new VectorLayer({
      source: new VectorSource({ features: features.countries }),
      style: countryStyle,
    });
    const markers = new VectorLayer({
      source: new VectorSource({ features: features.cities }),
      style: markerStyle,
      zIndex: 10,
    });
    const popup = new Overlay({ positioning: 'bottom-center', offset: [0, -12], stopEvent: true });
    const tiles = onlineTileUrl();
    const map = new OlMap({
      target: element,
      controls: namedControls(),
      layers: [...(tiles === null ? [] : [new TileLayer({ source: new XYZ({ url: tiles }) })]), countries, markers],
      overlays: [popup],
      view: new View({
        center: fromLonLat([INITIAL_VIEW.lon, INITIAL_VIEW.lat]),
        zoom: INITIAL_VIEW.zoom,
        minZoom: 1,
        maxZoom: 8,
      }),
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
    // A click hits only features of a frame already rendered.
    map.once('rendercomplete', onDrawn);
    return { map, countries, markers };
  },
  show: ({ countries, markers }, layers) => {
    countries.setVisible(layers.countries);
    markers.setVisible(layers.markers);
  },
  destroy: ({ map }) => map.setTarget(undefined),
};

/** An OpenLayers map of the bundled country outlines and the shared cities, popups on click. */
export function OpenLayersMap(props: LibraryMapProps) {
  return <div {...useLibraryMap(openlayers, props)} />;
}
