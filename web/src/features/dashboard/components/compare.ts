/** Which way a figure moved against the previous period. */
export type Trend = 'up' | 'down' | 'flat';

/** A figure beside the previous period's. */
export interface Change {
  trend: Trend;
  /** The change as a share of the previous figure; null when that was 0 (no share to give). */
  ratio: number | null;
  /** The change in units, never negative (the trend gives its sign). */
  amount: number;
}

/** How `current` compares with `previous`. */
export function compare(current: number, previous: number): Change {
  const difference = current - previous;
  return {
    trend: difference > 0 ? 'up' : difference < 0 ? 'down' : 'flat',
    ratio: previous > 0 ? Math.abs(difference) / previous : null,
    amount: Math.abs(difference),
  };
}

/** The size of `change` as `locale` writes it: a percentage where there is a ratio, else a count. */
export function changeAmountText(change: Change, locale: string): string {
  return change.ratio === null
    ? change.amount.toLocaleString(locale)
    : change.ratio.toLocaleString(locale, { style: 'percent', maximumFractionDigits: 1 });
}

/**
 * Whether the move is good news: more sign-ins or users is, more failed sign-ins is not. Flat is
 * neither (null).
 */
export function isGoodNews(trend: Trend, upIsGood: boolean): boolean | null {
  return trend === 'flat' ? null : (trend === 'up') === upIsGood;
}
