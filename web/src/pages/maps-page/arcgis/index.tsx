import { useState } from 'react';
import { DemoPage } from '../../../features/demo-common/demo-page';
import { ALL_LAYERS, MapShell } from '../../../features/demo-maps/map-shell';
import { texts } from '../../../features/demo-maps/texts';
import { ArcgisMap } from './arcgis-map';

/** The ArcGIS map demo. @arcgis/core is imported only from this folder, so it stays in this chunk. */
export default function ArcgisPage() {
  const [layers, setLayers] = useState(ALL_LAYERS);
  const [error, setError] = useState<string | null>(null);
  return (
    <DemoPage title={texts.arcgis.title} description={texts.arcgis.description}>
      <MapShell library={texts.arcgis.title} layers={layers} onLayersChange={setLayers} error={error}>
        <ArcgisMap layers={layers} onError={setError} />
      </MapShell>
    </DemoPage>
  );
}
