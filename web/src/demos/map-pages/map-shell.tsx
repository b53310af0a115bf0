import { Callout, Card, Switch, Tag } from '@blueprintjs/core';
import { useEffect, type ReactNode } from 'react';
import { demoMaps } from '@/i18n/demo-messages';
import { CITIES, type MapLayers, onlineTileUrl } from '@/demos/maps';
import './map-shell.css';

const texts = demoMaps;

/** Props of {@link MapShell}. */
export interface MapShellProps {
  /** The library's name, for the map's accessible label. */
  library: string;
  layers: MapLayers;
  onLayersChange: (layers: MapLayers) => void;
  /** Why the map could not start, if it could not (for the console: the user reads the catalogue's text). */
  error?: string | null;
  /** The element the library draws into (sized by the shell). */
  children: ReactNode;
}

/** The frame shared by the map demos: the offline/online notice, the layer toggle and the map. */
export function MapShell({ library, layers, onLayersChange, error = null, children }: MapShellProps) {
  const tiles = onlineTileUrl();
  useEffect(() => {
    if (error !== null) console.warn('map:', error);
  }, [error]);
  return (
    <>
      <Callout intent={tiles === null ? 'primary' : 'warning'} icon={tiles === null ? 'offline' : 'globe-network'}>
        {tiles === null ? texts.offline : texts.online(tiles)}
      </Callout>
      <Card className="map-shell__controls" aria-label={texts.layers} role="group">
        <strong>{texts.layers}</strong>
        <Switch
          inline
          label={texts.countries}
          checked={layers.countries}
          onChange={(event) => onLayersChange({ ...layers, countries: event.currentTarget.checked })}
        />
        <Switch
          inline
          label={texts.markers}
          checked={layers.markers}
          onChange={(event) => onLayersChange({ ...layers, markers: event.currentTarget.checked })}
        />
        <Tag minimal icon="map-marker">
          {texts.cityCount(CITIES.length)}
        </Tag>
      </Card>
      {error !== null && (
        <Callout intent="danger" role="alert">
          {texts.failed}
        </Callout>
      )}
      <Card className="map-shell__frame">
        <div className="map-shell__map" role="region" aria-label={texts.mapLabel(library)}>
          {children}
        </div>
      </Card>
    </>
  );
}
