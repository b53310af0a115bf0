import { countryOutlines } from './countries';

describe('countryOutlines', () => {
  it('converts the bundled 110m atlas to named polygon features, once', () => {
    const outlines = countryOutlines();
    expect(outlines.type).toBe('FeatureCollection');
    expect(outlines.features.length).toBeGreaterThan(150);
    expect(outlines.features.map((country) => country.properties.name)).toEqual(expect.arrayContaining(['China', 'Brazil', 'Kenya']));
    expect(outlines.features.every((country) => ['Polygon', 'MultiPolygon'].includes(country.geometry.type))).toBe(true);
    expect(countryOutlines()).toBe(outlines);
  });
});
