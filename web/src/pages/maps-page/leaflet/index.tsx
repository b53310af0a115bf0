import { LibraryMapPage } from '@/demos/map-pages';
import { LeafletMap } from '@/demos/leaflet-map';

/** The Leaflet map demo. Leaflet stays in this page's chunk (demos/leaflet-map). */
export default function LeafletPage() {
  return <LibraryMapPage library="leaflet" map={LeafletMap} />;
}
