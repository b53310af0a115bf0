import type { StyleSpecification } from 'maplibre-gl';
import { countryOutlines } from '@/demos/maps';

/** The layer ids the country toggle switches. */
export const COUNTRY_LAYERS = ['countries-fill', 'countries-line'] as const;

/**
 * A MapLibre style built from the bundled outlines only: no glyphs, sprites or remote sources, so
 * the map loads nothing. With `tiles`, an online raster layer goes underneath.
 */
export function offlineStyle(tiles: string | null): StyleSpecification {
  return {
    version: 8,
    sources: {
      countries: { type: 'geojson', data: countryOutlines() },
      ...(tiles === null ? {} : { online: { type: 'raster', tiles: [tiles], tileSize: 256 } }),
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#eef3f9' } },
      ...(tiles === null ? [] : [{ id: 'online', type: 'raster' as const, source: 'online' }]),
      {
        id: COUNTRY_LAYERS[0],
        type: 'fill',
        source: 'countries',
        paint: { 'fill-color': '#8abbff', 'fill-opacity': 0.35 },
      },
      { id: COUNTRY_LAYERS[1], type: 'line', source: 'countries', paint: { 'line-color': '#2d72d2', 'line-width': 1 } },
    ],
  };
}
