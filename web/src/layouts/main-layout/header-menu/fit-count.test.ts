import { fitCount } from './fit-count';

describe('fitCount', () => {
  it('shows every item that fits, with no room kept for the more button', () => {
    expect(fitCount([100, 120, 80], 300, 90)).toBe(3);
    expect(fitCount([], 0, 90)).toBe(0);
  });

  it('shows as many leading items as fit beside the more button once they do not all fit', () => {
    expect(fitCount([100, 120, 80], 299, 90)).toBe(1);
    expect(fitCount([100, 100, 120], 300, 90)).toBe(2);
  });

  it('shows none when even the first does not fit beside the more button', () => {
    expect(fitCount([100, 120], 150, 90)).toBe(0);
  });
});
