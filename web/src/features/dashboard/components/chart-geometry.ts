import type { LoginDay } from './types';

/** One bar of the login chart, in SVG user units. */
export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The day, `YYYY-MM-DD`. */
  date: string;
  count: number;
}

/** Size of the chart's drawing area. */
export interface ChartBox {
  width: number;
  height: number;
  /** Space between bars as a share of each slot. @default 0.35 */
  gap?: number;
}

/** A scale top that is a round number at or above `max` (at least 1, so an empty series draws). */
export function niceMax(max: number): number {
  if (max <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((m) => m * magnitude >= max) ?? 10;
  return step * magnitude;
}

/** Bars for `days` filling `box`, scaled to {@link niceMax} of the largest count. */
export function layoutBars(
  days: readonly LoginDay[],
  { width, height, gap = 0.35 }: ChartBox,
): { bars: Bar[]; top: number } {
  const top = niceMax(Math.max(0, ...days.map((d) => d.count)));
  const slot = days.length > 0 ? width / days.length : width;
  const barWidth = slot * (1 - gap);
  const bars = days.map((day, index) => {
    const barHeight = (Math.max(0, day.count) / top) * height;
    return {
      x: index * slot + (slot - barWidth) / 2,
      y: height - barHeight,
      width: barWidth,
      height: barHeight,
      date: day.date,
      count: day.count,
    };
  });
  return { bars, top };
}
