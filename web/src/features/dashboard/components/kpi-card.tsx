import { Card } from '@blueprintjs/core';
import { ArrowDown, ArrowUp, Minus, type SVGIconProps } from '@blueprintjs/icons';
import type { ComponentType } from 'react';
import { locale } from '@/i18n';
import { dashboard as texts } from '@/i18n/dashboard-messages';
import { changeAmountText, compare, isGoodNews } from './compare';
import type { Figure } from './types';

/** Props of {@link KpiCard}. */
export interface KpiCardProps {
  label: string;
  value: number;
  /** The badge's icon, imported as its own component (`People` from `@blueprintjs/icons`). */
  icon: ComponentType<SVGIconProps>;
  /** The figure over the previous period and the period's length; without it the card shows the figure alone. */
  comparison?: { figure: Figure; periodDays: number };
  /** Whether a rise is good news (green) or bad (red). @default true */
  upIsGood?: boolean;
  /** What the figure covers, under the label (`近 7 天`). */
  caption?: string;
}

const ARROWS = { up: ArrowUp, down: ArrowDown, flat: Minus } as const;

/** One key figure: its value and, where the server compares it, the change against the previous period in words, arrow and colour. */
export function KpiCard({ label, value, icon: BadgeIcon, comparison, upIsGood = true, caption }: KpiCardProps) {
  const change = comparison && compare(comparison.figure.current, comparison.figure.previous);
  const good = change && isGoodNews(change.trend, upIsGood);
  const Arrow = change && ARROWS[change.trend];
  return (
    <Card className="app-kpi" elevation={1}>
      <div className="app-kpi__head">
        <span className="app-kpi__label">{label}</span>
        <BadgeIcon size={16} className="app-kpi__icon" aria-hidden />
      </div>
      <div className="app-kpi__value">{value.toLocaleString(locale)}</div>
      {caption && <div className="app-kpi__caption">{caption}</div>}
      {change && Arrow && comparison && (
        <div className={`app-kpi__delta app-kpi__delta--${good === null ? 'flat' : good ? 'good' : 'bad'}`}>
          <Arrow size={12} aria-hidden />
          <span>
            {change.trend === 'flat'
              ? texts.flat(comparison.periodDays)
              : texts[change.trend](changeAmountText(change, locale), comparison.periodDays)}
          </span>
        </div>
      )}
    </Card>
  );
}
