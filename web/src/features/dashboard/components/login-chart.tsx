import { locale, messages } from '@/i18n';
import { formatDate } from '@/lib/format-date';
import { layoutBars } from './chart-geometry';
import type { LoginDay } from './types';

const shellTexts = messages.shell;

/** Props of {@link LoginChart}. */
export interface LoginChartProps {
  /** Oldest first, at most 14 days. */
  days: readonly LoginDay[];
}

const WIDTH = 700;
const HEIGHT = 180;
const PAD = { top: 16, right: 12, bottom: 28, left: 36 };

/** The logins of the last days as bars with a trend line, drawn as inline SVG (no chart library). */
export function LoginChart({ days }: LoginChartProps) {
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const { bars, top } = layoutBars(days, { width: plotWidth, height: plotHeight });
  const line = bars.map((b) => `${(b.x + b.width / 2).toFixed(1)},${b.y.toFixed(1)}`).join(' ');
  const ticks = [0, top / 2, top];
  return (
    <svg
      className="app-login-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={shellTexts.dashboard.logins}
      preserveAspectRatio="xMidYMid meet"
    >
      <g transform={`translate(${PAD.left},${PAD.top})`}>
        {ticks.map((tick) => {
          const y = plotHeight - (tick / top) * plotHeight;
          return (
            <g key={tick}>
              <line x1={0} x2={plotWidth} y1={y} y2={y} className="app-login-chart__grid" />
              <text x={-8} y={y} dy="0.32em" textAnchor="end" className="app-login-chart__axis">
                {tick.toLocaleString(locale, { maximumFractionDigits: 1 })}
              </text>
            </g>
          );
        })}
        {bars.map((bar) => (
          <g key={bar.date}>
            <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={3} className="app-login-chart__bar">
              <title>{`${formatDate(bar.date, 'date')}: ${bar.count}`}</title>
            </rect>
            <text x={bar.x + bar.width / 2} y={plotHeight + 18} textAnchor="middle" className="app-login-chart__axis">
              {formatDate(bar.date, 'monthDay')}
            </text>
          </g>
        ))}
        {bars.length > 1 && <polyline points={line} className="app-login-chart__line" />}
        {bars.map((bar) => (
          <circle key={bar.date} cx={bar.x + bar.width / 2} cy={bar.y} r={3} className="app-login-chart__dot" />
        ))}
      </g>
    </svg>
  );
}
