import { dashboard as texts } from '@/i18n/dashboard-messages';
import { locale } from '@/i18n';
import { formatDate } from '@/lib/format-date';
import { labelStride, niceMax, seriesPoints, valueTicks } from './chart-geometry';
import type { LoginDay } from './types';
import { useMeasuredSize } from './use-measured-size';

/** Props of {@link TrendChart}. */
export interface TrendChartProps {
  /** Oldest first, at most 14 days; `failed` is drawn where the server counts it. */
  days: readonly LoginDay[];
}

const PAD = { top: 12, right: 12, bottom: 28, left: 40 };
/** Room a day's label (`11-29`, 12 px) needs, with a gap. */
const LABEL_WIDTH = 48;

const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);
const path = (points: readonly { x: number; y: number }[]) =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join('');

/**
 * Sign-ins per day as a line, refused ones as a dashed line, in inline SVG drawn at the width it is
 * given (no chart library, no `viewBox` scaling), with a legend; its accessible name gives the totals.
 */
export function TrendChart({ days }: TrendChartProps) {
  // The plot takes the room its card leaves (at least its CSS minimum), so the chart fills the card.
  const [ref, { width, height }] = useMeasuredSize<HTMLDivElement>();
  const succeeded = days.map((day) => day.count);
  const failed = days.every((day) => day.failed !== undefined) ? days.map((day) => day.failed ?? 0) : null;
  const top = niceMax(Math.max(0, ...succeeded, ...(failed ?? [])));
  const box = { width: Math.max(0, width - PAD.left - PAD.right), height: Math.max(0, height - PAD.top - PAD.bottom) };
  const stride = labelStride(days.length, box.width, LABEL_WIDTH);
  const number = (value: number) => value.toLocaleString(locale);
  const series = [
    { key: 'succeeded', label: texts.succeeded, values: succeeded },
    ...(failed ? [{ key: 'failed', label: texts.failed, values: failed }] : []),
  ];
  return (
    <div className="app-trend">
      <ul className="app-trend__legend">
        {series.map(({ key, label }) => (
          <li key={key} className={`app-trend__legend-item app-trend--${key}`}>
            <svg width={20} height={10} aria-hidden="true">
              <line x1={0} x2={20} y1={5} y2={5} className="app-trend__line" />
            </svg>
            {label}
          </li>
        ))}
      </ul>
      <div ref={ref} className="app-trend__plot">
        {width > 0 && (
          <svg
            className="app-trend__svg"
            width={width}
            height={height}
            role="img"
            aria-label={texts.trendSummary(number(total(succeeded)), number(total(failed ?? [])))}
          >
            <g transform={`translate(${PAD.left},${PAD.top})`}>
              {valueTicks(top).map((tick) => {
                const y = box.height - (tick / top) * box.height;
                return (
                  <g key={tick}>
                    <line x1={0} x2={box.width} y1={y} y2={y} className="app-trend__grid" />
                    <text x={-8} y={y} dy="0.32em" textAnchor="end" className="app-trend__axis">
                      {number(tick)}
                    </text>
                  </g>
                );
              })}
              {seriesPoints(succeeded, top, box).map(({ x }, index) =>
                index % stride === (days.length - 1) % stride ? (
                  <text
                    key={days[index]?.date}
                    x={x}
                    y={box.height + 20}
                    textAnchor="middle"
                    className="app-trend__axis"
                  >
                    {formatDate(days[index]?.date ?? '', 'monthDay')}
                  </text>
                ) : null,
              )}
              {series.map(({ key, label, values }) => {
                const points = seriesPoints(values, top, box);
                return (
                  <g key={key} className={`app-trend--${key}`}>
                    <path d={path(points)} className="app-trend__line" />
                    {points.map((point, index) => (
                      <circle key={days[index]?.date} cx={point.x} cy={point.y} r={3} className="app-trend__dot">
                        <title>{`${formatDate(days[index]?.date ?? '', 'date')} ${label}: ${number(values[index] ?? 0)}`}</title>
                      </circle>
                    ))}
                  </g>
                );
              })}
            </g>
          </svg>
        )}
      </div>
    </div>
  );
}
