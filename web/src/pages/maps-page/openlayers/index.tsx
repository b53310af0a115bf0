import { useState } from 'react';
import { DemoPage } from '../../../features/demo-common/demo-page';
import { ALL_LAYERS, MapShell } from '../../../features/demo-maps/map-shell';
import { demoMaps } from '../../../i18n/demo-messages';
import { OpenLayersMap } from './openlayers-map';

const texts = demoMaps;

/** The OpenLayers map demo. ol is imported only from this folder, so it stays in this chunk. */
export default function OpenlayersPage() {
  const [layers, setLayers] = useState(ALL_LAYERS);
  const [error, setError] = useState<string | null>(null);
  return (
    <DemoPage title={texts.openlayers.title} description={texts.openlayers.description}>
      <MapShell library={texts.openlayers.title} layers={layers} onLayersChange={setLayers} error={error}>
        <OpenLayersMap layers={layers} onError={setError} />
      </MapShell>
    </DemoPage>
  );
}
