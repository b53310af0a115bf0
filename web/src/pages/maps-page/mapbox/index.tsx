import { useState } from 'react';
import { DemoPage } from '../../../features/demo-common/demo-page';
import { ALL_LAYERS, MapShell } from '../../../features/demo-maps/map-shell';
import { demoMaps } from '../../../i18n/demo-messages';
import { MaplibreMap } from './maplibre-map';

const texts = demoMaps;

/**
 * The "Mapbox" demo, drawn with MapLibre GL (the open fork of mapbox-gl v1): mapbox-gl v2+ needs
 * an access token to render at all, MapLibre renders a local style with none.
 */
export default function MapboxPage() {
  const [layers, setLayers] = useState(ALL_LAYERS);
  const [error, setError] = useState<string | null>(null);
  return (
    <DemoPage title={texts.mapbox.title} description={texts.mapbox.description}>
      <MapShell library={texts.mapbox.title} layers={layers} onLayersChange={setLayers} error={error}>
        <MaplibreMap layers={layers} onError={setError} />
      </MapShell>
    </DemoPage>
  );
}
