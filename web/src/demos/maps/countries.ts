import type { FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
// Bundled with the map pages (world-atlas, 1:110m): the maps work offline and fetch nothing.
import countries110m from 'world-atlas/countries-110m.json';

/** A country outline with its English name. */
export type CountryCollection = FeatureCollection<Polygon | MultiPolygon, { name: string }>;

let cached: CountryCollection | null = null;

/**
 * A polygon that crosses the antimeridian (Fiji, Chukotka) jumps from 180° to -180°, which web
 * maps draw as a stripe across the world; moving its western points past 180° keeps it whole.
 */
export function unwrapAntimeridian(rings: Position[][]): Position[][] {
  const longitudes = rings.flat().map(([lon = 0]) => lon);
  if (Math.max(...longitudes) - Math.min(...longitudes) <= 180) return rings;
  return rings.map((ring) => ring.map(([lon = 0, lat = 0]) => [lon < 0 ? lon + 360 : lon, lat]));
}

/**
 * The world's country outlines as GeoJSON (converted from TopoJSON once, then reused), without
 * Antarctica, which Web Mercator cannot show (its ring runs to the pole).
 */
export function countryOutlines(): CountryCollection {
  if (cached === null) {
    const all = feature(countries110m, countries110m.objects.countries) as CountryCollection;
    cached = {
      ...all,
      features: all.features
        .filter((country) => country.properties.name !== 'Antarctica')
        .map((country) => {
          const { geometry } = country;
          return geometry.type === 'Polygon'
            ? { ...country, geometry: { ...geometry, coordinates: unwrapAntimeridian(geometry.coordinates) } }
            : { ...country, geometry: { ...geometry, coordinates: geometry.coordinates.map(unwrapAntimeridian) } };
        }),
    };
  }
  return cached;
}
