import { LibraryMapPage } from '../library-map-page';
import { OpenLayersMap } from './openlayers-map';

/** The OpenLayers map demo. ol is imported only from this folder, so it stays in this chunk. */
export default function OpenlayersPage() {
  return <LibraryMapPage library="openlayers" map={OpenLayersMap} />;
}
