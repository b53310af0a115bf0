import { countryOutlines, unwrapAntimeridian } from './countries';

describe('countryOutlines', () => {
  it('converts the bundled 110m atlas to named polygon features, once', () => {
    const outlines = countryOutlines();
    expect(outlines.type).toBe('FeatureCollection');
    expect(outlines.features.length).toBeGreaterThan(150);
    expect(outlines.features.map((country) => country.properties.name)).toEqual(
      expect.arrayContaining(['China', 'Brazil', 'Kenya']),
    );
    expect(outlines.features.every((country) => ['Polygon', 'MultiPolygon'].includes(country.geometry.type))).toBe(
      true,
    );
    expect(countryOutlines()).toBe(outlines);
  });

  it('leaves out Antarctica and keeps every polygon within 180° of longitude', () => {
    const outlines = countryOutlines();
    expect(outlines.features.map((country) => country.properties.name)).not.toContain('Antarctica');
    for (const country of outlines.features) {
      const polygons =
        country.geometry.type === 'Polygon' ? [country.geometry.coordinates] : country.geometry.coordinates;
      for (const polygon of polygons) {
        const longitudes = polygon.flat().map(([lon = 0]) => lon);
        expect(Math.max(...longitudes) - Math.min(...longitudes)).toBeLessThanOrEqual(180);
      }
    }
  });
});

describe('unwrapAntimeridian', () => {
  it('moves the western points of a polygon crossing 180° past it and leaves others alone', () => {
    const fiji = [
      [
        [178, -17],
        [180, -16],
        [-179.9, -16.5],
        [178, -17],
      ],
    ];
    expect(unwrapAntimeridian(fiji)).toEqual([
      [
        [178, -17],
        [180, -16],
        [180.1, -16.5],
        [178, -17],
      ],
    ]);
    const kenya = [
      [
        [34, -4],
        [41, -4],
        [41, 4],
        [34, -4],
      ],
    ];
    expect(unwrapAntimeridian(kenya)).toBe(kenya);
  });
});
