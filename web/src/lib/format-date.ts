/** The default pattern of `formatDate` (spec section 9). */
const DEFAULT_DATE_PATTERN = 'YYYY-MM-DD HH:mm:ss';

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * Formats a date in local time. Tokens: `YYYY` year, `MM` month, `DD` day, `HH` hours (24 h),
 * `mm` minutes, `ss` seconds; anything else is copied as it is.
 * @param value a `Date`, epoch milliseconds or a string `Date` can parse
 * @param pattern @default 'YYYY-MM-DD HH:mm:ss'
 * @throws RangeError when `value` is not a valid date
 */
export function formatDate(value: Date | number | string, pattern: string = DEFAULT_DATE_PATTERN): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`formatDate: not a valid date: ${String(value)}`);
  }
  const parts: Record<string, string> = {
    YYYY: pad(date.getFullYear(), 4),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token] ?? token);
}
