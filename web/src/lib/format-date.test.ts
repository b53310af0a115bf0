import { formatDate } from './format-date';

// Local time: built from parts, so the expectations hold in any time zone.
const date = new Date(2026, 0, 5, 7, 8, 9);

describe('formatDate', () => {
  it('uses year-month-day hour:minute:second by default, zero-padded, 24 h', () => {
    expect(formatDate(date)).toBe('2026-01-05 07:08:09');
    expect(formatDate(new Date(2026, 11, 31, 23, 0, 0))).toBe('2026-12-31 23:00:00');
    expect(formatDate(new Date(2026, 5, 1, 0, 0, 0))).toBe('2026-06-01 00:00:00');
  });

  it('shows the date alone, or month and day', () => {
    expect(formatDate(date, 'date')).toBe('2026-01-05');
    expect(formatDate(date, 'monthDay')).toBe('01-05');
  });

  it('goes through Intl for the active locale', () => {
    const spy = jest.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    formatDate(new Date(2020, 1, 2), 'date');
    expect(spy).toHaveBeenCalled();
    expect(spy.mock.contexts[0]).toBeInstanceOf(Intl.DateTimeFormat);
    expect((spy.mock.contexts[0] as Intl.DateTimeFormat).resolvedOptions().locale).toBe('zh-CN');
    spy.mockRestore();
  });

  it('accepts epoch milliseconds and date strings; a bare day is that day in local time', () => {
    expect(formatDate(date.getTime(), 'date')).toBe('2026-01-05');
    expect(formatDate('2026-12-31T23:59:58')).toBe('2026-12-31 23:59:58');
    expect(formatDate('2026-03-01', 'monthDay')).toBe('03-01');
  });

  it('throws a clear RangeError for an invalid date', () => {
    expect(() => formatDate('not a date')).toThrow(new RangeError('formatDate: not a valid date: not a date'));
    expect(() => formatDate(Number.NaN)).toThrow(RangeError);
  });
});
