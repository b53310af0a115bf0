import { changeAmountText, compare, isGoodNews } from './compare';

describe('compare', () => {
  it.each([
    [12, 10, { trend: 'up', ratio: 0.2, amount: 2 }],
    [5, 10, { trend: 'down', ratio: 0.5, amount: 5 }],
    [7, 7, { trend: 'flat', ratio: 0, amount: 0 }],
    [3, 0, { trend: 'up', ratio: null, amount: 3 }],
    [0, 0, { trend: 'flat', ratio: null, amount: 0 }],
  ])('%i against %i', (current, previous, expected) => {
    expect(compare(current, previous)).toEqual(expected);
  });
});

describe('changeAmountText', () => {
  it('writes a share as a percentage in the language of the page', () => {
    expect(changeAmountText(compare(1234, 1000), 'en-US')).toBe('23.4%');
    expect(changeAmountText(compare(5, 10), 'zh-CN')).toBe('50%');
  });

  it('writes the count when there was nothing before to compare with', () => {
    expect(changeAmountText(compare(1500, 0), 'en-US')).toBe('1,500');
  });
});

describe('isGoodNews', () => {
  it('reads a rise as good where more is better, as bad where more is worse, and flat as neither', () => {
    expect(isGoodNews('up', true)).toBe(true);
    expect(isGoodNews('up', false)).toBe(false);
    expect(isGoodNews('down', false)).toBe(true);
    expect(isGoodNews('flat', true)).toBeNull();
  });
});
