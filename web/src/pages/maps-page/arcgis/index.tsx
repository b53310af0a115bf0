import { ArcgisMapPage } from '@/demos/map-pages';

/** The ArcGIS map demo: the SDK runs in a frame of its own (demos/arcgis-frame). */
export default function ArcgisPage() {
  return <ArcgisMapPage />;
}
