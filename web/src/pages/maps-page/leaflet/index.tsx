import { useState } from 'react';
import { DemoPage } from '../../../features/demo-common/demo-page';
import { ALL_LAYERS, MapShell } from '../../../features/demo-maps/map-shell';
import { demoMaps } from '../../../i18n/demo-messages';
import { LeafletMap } from './leaflet-map';

const texts = demoMaps;

/** The Leaflet map demo. Leaflet is imported only from this folder, so it stays in this chunk. */
export default function LeafletPage() {
  const [layers, setLayers] = useState(ALL_LAYERS);
  const [error, setError] = useState<string | null>(null);
  return (
    <DemoPage title={texts.leaflet.title} description={texts.leaflet.description}>
      <MapShell library={texts.leaflet.title} layers={layers} onLayersChange={setLayers} error={error}>
        <LeafletMap layers={layers} onError={setError} />
      </MapShell>
    </DemoPage>
  );
}
