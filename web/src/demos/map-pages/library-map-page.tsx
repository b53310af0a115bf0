import { type ComponentType, useState } from 'react';
import { demoMaps } from '@/i18n/demo-messages';
import { DemoPage } from '@/demos/common';
import { ALL_LAYERS, type MapLayers } from '@/demos/maps';
import { MapShell } from './map-shell';

const texts = demoMaps;

/** Props of a library's map: the layers to show, and where to say why the map could not start. */
export interface LibraryMapProps {
  layers: MapLayers;
  onError: (message: string) => void;
}

/** Props of {@link LibraryMapPage}. */
export interface LibraryMapPageProps {
  /** Which demo: names its title and description in the catalogue. */
  library: 'leaflet' | 'mapbox' | 'openlayers';
  /** The library's map; passed in by the page, so the library stays in that page's chunk. */
  map: ComponentType<LibraryMapProps>;
}

/** The page of a map library drawn in this document: its heading, the shell and the library's map. */
export function LibraryMapPage({ library, map: LibraryMap }: LibraryMapPageProps) {
  const [layers, setLayers] = useState(ALL_LAYERS);
  const [error, setError] = useState<string | null>(null);
  const { title, description } = texts[library];
  return (
    <DemoPage title={title} description={description}>
      <MapShell library={title} layers={layers} onLayersChange={setLayers} error={error}>
        <LibraryMap layers={layers} onError={setError} />
      </MapShell>
    </DemoPage>
  );
}
