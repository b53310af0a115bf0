/** A point of a series, in the plot's CSS pixels (y down). */
export interface Point {
  x: number;
  y: number;
}

/** Size of the chart's drawing area, in CSS pixels. */
export interface PlotBox {
  width: number;
  height: number;
}

/** A scale top that is a round number at or above `max` (at least 1, so an empty series draws). */
export function niceMax(max: number): number {
  if (max <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((m) => m * magnitude >= max) ?? 10;
  return step * magnitude;
}

/** The value axis' ticks: zero, the middle and the top (whole numbers only, so a top of 1 has no middle). */
export function valueTicks(top: number): number[] {
  return top % 2 === 0 ? [0, top / 2, top] : [0, top];
}

/** Each value at the middle of its equal slot across `box`, 0 at the bottom and `top` at the top. */
export function seriesPoints(values: readonly number[], top: number, { width, height }: PlotBox): Point[] {
  const slot = values.length > 0 ? width / values.length : width;
  return values.map((value, index) => ({
    x: slot * (index + 0.5),
    y: height - (Math.max(0, Math.min(value, top)) / top) * height,
  }));
}

/**
 * Every how many slots a category label fits: 1 when each of `count` slots across `width` is at
 * least `labelWidth` wide, else the smallest stride that gives a label that much room.
 */
export function labelStride(count: number, width: number, labelWidth: number): number {
  if (count === 0 || width <= 0) return 1;
  return Math.max(1, Math.ceil(labelWidth / (width / count)));
}
