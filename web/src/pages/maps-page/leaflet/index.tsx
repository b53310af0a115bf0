import { LibraryMapPage } from '../library-map-page';
import { LeafletMap } from './leaflet-map';

/** The Leaflet map demo. Leaflet is imported only from this folder, so it stays in this chunk. */
export default function LeafletPage() {
  return <LibraryMapPage library="leaflet" map={LeafletMap} />;
}
