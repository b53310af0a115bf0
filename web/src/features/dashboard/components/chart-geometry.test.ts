import { labelStride, niceMax, seriesPoints, valueTicks } from './chart-geometry';

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

describe('valueTicks', () => {
  it('marks zero, the middle and the top, or zero and the top when the middle is not whole', () => {
    expect(valueTicks(20)).toEqual([0, 10, 20]);
    expect(valueTicks(5)).toEqual([0, 5]);
    expect(valueTicks(1)).toEqual([0, 1]);
  });
});

describe('seriesPoints', () => {
  it('puts each value at the middle of its slot, scaled from the bottom to the top', () => {
    expect(seriesPoints([0, 5, 10], 10, { width: 300, height: 100 })).toEqual([
      { x: 50, y: 100 },
      { x: 150, y: 50 },
      { x: 250, y: 0 },
    ]);
  });

  it('keeps a value past the top or below zero inside the plot', () => {
    expect(seriesPoints([-3, 12], 10, { width: 100, height: 100 }).map((p) => p.y)).toEqual([100, 0]);
  });

  it('draws nothing for an empty series', () => {
    expect(seriesPoints([], 10, { width: 300, height: 100 })).toEqual([]);
  });
});

describe('labelStride', () => {
  it('labels every slot when each is wide enough', () => {
    expect(labelStride(14, 1000, 44)).toBe(1);
  });

  it('labels every second or third slot on a narrow plot, so labels never overlap', () => {
    expect(labelStride(14, 400, 44)).toBe(2);
    expect(labelStride(14, 300, 44)).toBe(3);
  });

  it('is 1 before the plot is measured', () => {
    expect(labelStride(14, 0, 44)).toBe(1);
    expect(labelStride(0, 300, 44)).toBe(1);
  });
});
