import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Bundled with the map pages (world-atlas, 1:110m): the maps work offline and fetch nothing.
import countries110m from 'world-atlas/countries-110m.json';

/** A country outline with its English name. */
export type CountryCollection = FeatureCollection<Polygon | MultiPolygon, { name: string }>;

type CountriesTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>;

let cached: CountryCollection | null = null;

/** The world's country outlines as GeoJSON (converted from TopoJSON once, then reused). */
export function countryOutlines(): CountryCollection {
  if (cached === null) {
    const topology = countries110m as unknown as CountriesTopology;
    cached = feature(topology, topology.objects.countries) as CountryCollection;
  }
  return cached;
}
