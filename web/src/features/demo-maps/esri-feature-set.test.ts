import { countryOutlines } from './countries';
import { countriesFeatureSet } from './esri-feature-set';

describe('ArcGIS REST FeatureSets', () => {
  it('writes every country as a polygon feature with its rings and name', () => {
    const countries = countryOutlines();
    const set = countriesFeatureSet(countries);
    expect(set.geometryType).toBe('esriGeometryPolygon');
    expect(set.features).toHaveLength(countries.features.length);
    const kenya = set.features.find((feature) => feature.attributes.NAME === 'Kenya');
    const source = countries.features.find((country) => country.properties.name === 'Kenya');
    expect(kenya?.geometry.rings).toEqual(source?.geometry.type === 'Polygon' ? source.geometry.coordinates : source?.geometry.coordinates.flat());
    expect(new Set(set.features.map((feature) => feature.attributes.OBJECTID)).size).toBe(set.features.length);
  });
});
