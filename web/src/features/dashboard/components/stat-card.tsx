import { Card } from '@blueprintjs/core';
import type { SVGIconProps } from '@blueprintjs/icons';
import type { ComponentType } from 'react';
import { locale } from '@/i18n';

/** Props of {@link StatCard}. */
export interface StatCardProps {
  label: string;
  value: number;
  /** The badge's icon, imported as its own component (`People` from `@blueprintjs/icons`). */
  icon: ComponentType<SVGIconProps>;
  /** Accent colour of the icon badge. */
  color: string;
}

/** One count of the dashboard: an icon badge, the figure and what it counts. */
export function StatCard({ label, value, icon: BadgeIcon, color }: StatCardProps) {
  return (
    <Card className="app-stat-card" elevation={1}>
      <span className="app-stat-card__badge" style={{ background: color }}>
        <BadgeIcon size={20} color="#fff" />
      </span>
      <div>
        <div className="app-stat-card__value">{value.toLocaleString(locale)}</div>
        <div className="app-stat-card__label">{label}</div>
      </div>
    </Card>
  );
}
