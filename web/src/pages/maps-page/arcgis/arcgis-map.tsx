import esriConfig from '@arcgis/core/config';
import Graphic from '@arcgis/core/Graphic';
import EsriMap from '@arcgis/core/Map';
import Point from '@arcgis/core/geometry/Point';
import Polygon from '@arcgis/core/geometry/Polygon';
import SpatialReference from '@arcgis/core/geometry/SpatialReference';
import GraphicsLayer from '@arcgis/core/layers/GraphicsLayer';
import TileInfo from '@arcgis/core/layers/support/TileInfo';
import SimpleFillSymbol from '@arcgis/core/symbols/SimpleFillSymbol';
import SimpleMarkerSymbol from '@arcgis/core/symbols/SimpleMarkerSymbol';
import MapView from '@arcgis/core/views/MapView';
import '@arcgis/core/assets/esri/themes/light/main.css';
import { useEffect, useRef } from 'react';
import { CITIES, INITIAL_VIEW } from '../../../features/demo-maps/cities';
import { cityPopup } from '../../../features/demo-maps/city-popup';
import { countryOutlines } from '../../../features/demo-maps/countries';
import { countriesFeatureSet } from '../../../features/demo-maps/esri-feature-set';
import type { MapLayers } from '../../../features/demo-maps/map-shell';

// The SDK loads its workers, styles and translations from here, copied into the build
// (rsbuild.config.ts, `output.copy`); its default is a CDN, which an offline product cannot use.
esriConfig.assetsPath = '/arcgis/assets';

/** Props of {@link ArcgisMap}. */
export interface ArcgisMapProps {
  layers: MapLayers;
  onError: (message: string) => void;
}

interface ArcgisState {
  view: MapView;
  countries: GraphicsLayer;
  markers: GraphicsLayer;
}

const countryFill = new SimpleFillSymbol({ color: [138, 187, 255, 0.35], outline: { color: [45, 114, 210], width: 0.75 } });
const cityMarker = new SimpleMarkerSymbol({ color: [205, 66, 70], size: 12, outline: { color: [255, 255, 255], width: 2 } });

/** The country outlines (as ArcGIS polygons, from the REST FeatureSet form) and the cities. */
function graphicsLayers(): { countries: GraphicsLayer; markers: GraphicsLayer } {
  const countries = new GraphicsLayer({
    graphics: countriesFeatureSet(countryOutlines()).features.map(
      (feature) => new Graphic({ geometry: new Polygon(feature.geometry), symbol: countryFill, attributes: feature.attributes }),
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
  return { countries, markers };
}

/** An ArcGIS Maps SDK MapView of the bundled outlines and the shared cities, fully offline. */
export function ArcgisMap({ layers, onError }: ArcgisMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const state = useRef<ArcgisState | null>(null);

  useEffect(() => {
    if (element.current === null) return undefined;
    const { countries, markers } = graphicsLayers();
    const view = new MapView({
      container: element.current,
      map: new EsriMap({ layers: [countries, markers] }),
      center: [INITIAL_VIEW.lon, INITIAL_VIEW.lat],
      zoom: INITIAL_VIEW.zoom,
      // No basemap (that would be an online service), so the view is told its projection and the
      // usual Web Mercator zoom levels, which a basemap's tiling would otherwise bring.
      spatialReference: SpatialReference.WebMercator,
      constraints: { lods: TileInfo.create({ spatialReference: SpatialReference.WebMercator }).lods, minZoom: 1, maxZoom: 8 },
    });
    view.when(undefined, (error: unknown) => onError(error instanceof Error ? error.message : String(error)));
    state.current = { view, countries, markers };
    return () => {
      view.destroy();
      state.current = null;
    };
  }, [onError]);

  useEffect(() => {
    if (state.current === null) return;
    state.current.countries.visible = layers.countries;
    state.current.markers.visible = layers.markers;
  }, [layers]);

  return <div ref={element} />;
}
