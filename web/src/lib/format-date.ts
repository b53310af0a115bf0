import { locale } from '@/i18n';

/** How much of a date `formatDate` shows: date and time (the spec's default), the date, or month and day. */
export type DateStyle = 'dateTime' | 'date' | 'monthDay';

const TWO = '2-digit' as const;

const FIELDS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { year: 'numeric', month: TWO, day: TWO, hour: TWO, minute: TWO, second: TWO, hourCycle: 'h23' },
  date: { year: 'numeric', month: TWO, day: TWO },
  monthDay: { month: TWO, day: TWO },
};

const formatters = new Map<DateStyle, Intl.DateTimeFormat>();

function formatterOf(style: DateStyle): Intl.DateTimeFormat {
  let formatter = formatters.get(style);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, FIELDS[style]);
    formatters.set(style, formatter);
  }
  return formatter;
}

/** A day such as `2026-01-05` is that day in local time (`Date` would read it as UTC midnight). */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: Date | number | string): Date {
  if (value instanceof Date) return value;
  const day = typeof value === 'string' ? DAY.exec(value) : null;
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/**
 * The app's one date format, in local time: `Intl` gives the locale's digits and the parts, laid out
 * as the spec's year-month-day hour:minute:second (`2026-01-05 07:08:09`), or its date part alone.
 * @param value a `Date`, epoch milliseconds or a string `Date` can parse (a bare day is local)
 * @param style @default 'dateTime'
 * @throws RangeError when `value` is not a valid date
 */
export function formatDate(value: Date | number | string, style: DateStyle = 'dateTime'): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`formatDate: not a valid date: ${String(value)}`);
  }
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value: text } of formatterOf(style).formatToParts(date)) part[type] = text;
  const day = [part.year, part.month, part.day].filter((text) => text !== undefined).join('-');
  return style === 'dateTime' ? `${day} ${part.hour}:${part.minute}:${part.second}` : day;
}
