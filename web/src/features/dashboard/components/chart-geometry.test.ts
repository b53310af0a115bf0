import { layoutBars, niceMax } from './chart-geometry';

describe('niceMax', () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 5],
    [7, 10],
    [12, 20],
    [48, 50],
    [51, 100],
  ])('rounds %i up to %i', (max, expected) => {
    expect(niceMax(max)).toBe(expected);
  });
});

describe('layoutBars', () => {
  const days = [
    { date: '2026-11-20', count: 5 },
    { date: '2026-11-21', count: 10 },
    { date: '2026-11-22', count: 0 },
  ];

  it('scales the tallest bar to the full height of a round top', () => {
    const { bars, top } = layoutBars(days, { width: 300, height: 100 });
    expect(top).toBe(10);
    expect(bars.map((b) => b.height)).toEqual([50, 100, 0]);
    expect(bars.map((b) => b.y)).toEqual([50, 0, 100]);
  });

  it('gives each day an equal slot, bars centred with the gap around them', () => {
    const { bars } = layoutBars(days, { width: 300, height: 100, gap: 0.5 });
    expect(bars.map((b) => b.x)).toEqual([25, 125, 225]);
    expect(bars.every((b) => b.width === 50)).toBe(true);
  });

  it('draws nothing for an empty series', () => {
    expect(layoutBars([], { width: 300, height: 100 }).bars).toEqual([]);
  });
});
