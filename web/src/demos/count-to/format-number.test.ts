import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it('groups thousands with the default separator', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(999)).toBe('999');
  });

  it('rounds to the requested decimals with a custom decimal point and separator', () => {
    expect(formatNumber(1234.567, { decimals: 2, separator: ' ', decimal: ',' })).toBe('1 234,57');
  });

  it('puts the minus sign before the prefix and the suffix last', () => {
    expect(formatNumber(-1234.5, { decimals: 2, prefix: '¥', suffix: ' 元' })).toBe('-¥1,234.50 元');
  });

  it('never shows a negative zero', () => {
    expect(formatNumber(-0.001, { decimals: 2 })).toBe('0.00');
  });

  it('clamps decimals to 0..10', () => {
    expect(formatNumber(1.5, { decimals: -2 })).toBe('2');
    expect(formatNumber(1, { decimals: 99 })).toBe('1.0000000000');
  });

  it('writes non-finite values as they are', () => {
    expect(formatNumber(Number.NaN, { prefix: '$' })).toBe('$NaN');
  });
});
