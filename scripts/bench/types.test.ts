import { median, percentile, rowOf, targetMet } from './types';

describe('bench figures', () => {
  it('takes the nearest-rank percentile, whatever the order of the samples', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile(samples, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });

  it('takes the median of an odd or even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('builds a row whose median, runs and spread come from its samples', () => {
    const row = rowOf([30, 10, 20], { name: 'x', times: 'a → b', unit: 'ms' });
    expect(row).toMatchObject({ median: 20, runs: 3, spread: [10, 30] });
    expect(() => rowOf([], { name: 'empty', times: 'a → b', unit: 'ms' })).toThrow('empty');
  });

  it('reads a target as met or missed in its direction, and as absent without one', () => {
    const row = rowOf([100], { name: 'x', times: 't', unit: 'ms', target: { op: '<=', value: 100 } });
    expect(targetMet(row)).toBe(true);
    expect(targetMet({ ...row, target: { op: '>=', value: 101 } })).toBe(false);
    expect(targetMet({ ...row, target: undefined })).toBeUndefined();
  });
});
