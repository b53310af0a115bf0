import { LibraryMapPage } from '@/demos/map-pages';
import { MaplibreMap } from '@/demos/maplibre-map';

/**
 * The "Mapbox" demo, drawn with MapLibre GL (the open fork of mapbox-gl v1): mapbox-gl v2+ needs
 * an access token to render at all, MapLibre renders a local style with none.
 */
export default function MapboxPage() {
  return <LibraryMapPage library="mapbox" map={MaplibreMap} />;
}
