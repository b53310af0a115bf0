import { Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { DemoPage } from '../../../features/demo-common/demo-page';
import { ALL_LAYERS, MapShell } from '../../../features/demo-maps/map-shell';
import { demoMaps } from '../../../i18n/demo-messages';
import { OpenLayersMap } from '../openlayers/openlayers-map';
import { readEsriFeatures } from './esri-features';

const texts = demoMaps;

/**
 * The ArcGIS demo. `@arcgis/core` is not used (see the notice on the page): the map reads ArcGIS
 * REST FeatureSets (EsriJSON) with OpenLayers, which works offline.
 */
export default function ArcgisPage() {
  const [layers, setLayers] = useState(ALL_LAYERS);
  const [error, setError] = useState<string | null>(null);
  return (
    <DemoPage title={texts.arcgis.title} description={texts.arcgis.description}>
      <Callout intent="warning" icon="info-sign" title={texts.arcgis.noticeTitle}>
        {texts.arcgis.notice}
      </Callout>
      <MapShell library={texts.arcgis.title} layers={layers} onLayersChange={setLayers} error={error}>
        <OpenLayersMap layers={layers} onError={setError} readFeatures={readEsriFeatures} />
      </MapShell>
    </DemoPage>
  );
}
