import { formatDate } from './format-date';

// Local time: built from parts, so the expectations hold in any time zone.
const date = new Date(2026, 0, 5, 7, 8, 9);

describe('formatDate', () => {
  it('uses YYYY-MM-DD HH:mm:ss by default, zero-padded', () => {
    expect(formatDate(date)).toBe('2026-01-05 07:08:09');
  });

  it('follows a pattern and copies what is not a token', () => {
    expect(formatDate(date, 'DD/MM/YYYY at HH.mm')).toBe('05/01/2026 at 07.08');
    expect(formatDate(date, 'ss')).toBe('09');
  });

  it('accepts epoch milliseconds and date strings', () => {
    expect(formatDate(date.getTime(), 'YYYY-MM-DD')).toBe('2026-01-05');
    expect(formatDate('2026-12-31T23:59:58', 'HH:mm:ss')).toBe('23:59:58');
  });

  it('throws a clear RangeError for an invalid date', () => {
    expect(() => formatDate('not a date')).toThrow(new RangeError('formatDate: not a valid date: not a date'));
    expect(() => formatDate(Number.NaN)).toThrow(RangeError);
  });
});
