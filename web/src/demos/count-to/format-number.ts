/** How {@link formatNumber} writes a number. */
export interface NumberFormat {
  /** Digits after the decimal point, 0 to 10. @default 0 */
  decimals?: number;
  /** Put between groups of three integer digits. @default ',' */
  separator?: string;
  /** The decimal point. @default '.' */
  decimal?: string;
  /** Written before the number (after the minus sign). @default '' */
  prefix?: string;
  /** Written after the number. @default '' */
  suffix?: string;
}

const MAX_DECIMALS = 10;

/**
 * Formats a number for display: fixed decimals, grouped thousands, prefix and suffix, e.g.
 * `formatNumber(-1234.5, { decimals: 2, prefix: '¥' })` is `-¥1,234.50`. Decimals outside 0..10
 * are clamped; a non-finite value is written as is (`NaN`, `Infinity`) with its prefix and suffix.
 */
export function formatNumber(value: number, format: NumberFormat = {}): string {
  const { separator = ',', decimal = '.', prefix = '', suffix = '' } = format;
  if (!Number.isFinite(value)) return `${prefix}${String(value)}${suffix}`;
  const decimals = Math.min(Math.max(Math.trunc(format.decimals ?? 0), 0), MAX_DECIMALS);
  const fixed = Math.abs(value).toFixed(decimals);
  const [integer = '0', fraction] = fixed.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  // A value that rounds to zero must not show as "-0".
  const negative = value < 0 && Number(fixed) !== 0;
  return `${negative ? '-' : ''}${prefix}${grouped}${fraction === undefined ? '' : decimal + fraction}${suffix}`;
}
