import { seededRandom } from './seeded-random';

const draw = (seed: number) => {
  const random = seededRandom(seed);
  return Array.from({ length: 1000 }, () => random());
};

describe('seededRandom', () => {
  it('draws the same numbers from the same seed, other ones from another', () => {
    expect(draw(42)).toEqual(draw(42));
    expect(draw(43)).not.toEqual(draw(42));
  });

  it('draws in [0, 1), spread over the range', () => {
    const values = draw(1);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(values.filter((v) => v < 0.5).length).toBeGreaterThan(400);
    expect(values.filter((v) => v < 0.5).length).toBeLessThan(600);
  });
});
