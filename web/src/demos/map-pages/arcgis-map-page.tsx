import { useEffect, useRef, useState } from 'react';
import { DemoPage } from '@/demos/common';
import { ARCGIS_FRAME_URL, envelope, readFrameMessage } from '@/demos/arcgis-frame';
import { ALL_LAYERS } from '@/demos/maps';
import { MapShell } from './map-shell';
import { demoMaps } from '@/i18n/demo-messages';

const texts = demoMaps;

/**
 * The ArcGIS demo: an ArcGIS Maps SDK (`@arcgis/core`) MapView in a frame of its own,
 * `/arcgis.html` (its own CSP: docs/deployment.md), whose layers the shell's switches set by message.
 */
export function ArcgisMapPage() {
  const frame = useRef<HTMLIFrameElement>(null);
  const [layers, setLayers] = useState(ALL_LAYERS);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (target === null || target === undefined || event.source !== target || event.origin !== location.origin)
        return;
      const message = readFrameMessage(event.data);
      if (message?.kind === 'ready') setReady(true);
      else if (message?.kind === 'error') setError(message.message);
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, []);

  useEffect(() => {
    if (ready) frame.current?.contentWindow?.postMessage(envelope({ kind: 'layers', layers }), location.origin);
  }, [ready, layers]);

  return (
    <DemoPage title={texts.arcgis.title} description={texts.arcgis.description}>
      <MapShell library={texts.arcgis.title} layers={layers} onLayersChange={setLayers} error={error}>
        <iframe ref={frame} className="map-shell__iframe" src={ARCGIS_FRAME_URL} title={texts.arcgis.frameTitle} />
      </MapShell>
    </DemoPage>
  );
}
