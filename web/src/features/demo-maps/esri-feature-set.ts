import type { PolygonFeatureSet } from './esri-types';
import type { CountryCollection } from './countries';

const WGS84 = { wkid: 4326 } as const;

/**
 * The country outlines as an ArcGIS REST FeatureSet (what a FeatureServer layer's
 * `query?f=json` answers): polygons as `rings`, attributes beside them, WGS 84.
 */
export function countriesFeatureSet(countries: CountryCollection): PolygonFeatureSet {
  return {
    geometryType: 'esriGeometryPolygon',
    spatialReference: WGS84,
    fields: [
      { name: 'OBJECTID', type: 'esriFieldTypeOID', alias: 'OBJECTID' },
      { name: 'NAME', type: 'esriFieldTypeString', alias: 'Name' },
    ],
    features: countries.features.map((country, index) => ({
      attributes: { OBJECTID: index + 1, NAME: country.properties.name },
      geometry: {
        // Esri rings are the polygons' rings flattened; outer rings clockwise is not required to read them.
        rings: country.geometry.type === 'Polygon' ? country.geometry.coordinates : country.geometry.coordinates.flat(),
        spatialReference: WGS84,
      },
    })),
  };
}
