import { LibraryMapPage } from '@/demos/map-pages';
import { OpenLayersMap } from '@/demos/openlayers-map';

/** The OpenLayers map demo. ol stays in this page's chunk (demos/openlayers-map). */
export default function OpenlayersPage() {
  return <LibraryMapPage library="openlayers" map={OpenLayersMap} />;
}
