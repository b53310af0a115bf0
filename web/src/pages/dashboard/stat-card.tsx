import { Card, Icon, type IconName } from '@blueprintjs/core';
import { locale } from '../../i18n';

/** Props of {@link StatCard}. */
export interface StatCardProps {
  label: string;
  value: number;
  icon: IconName;
  /** Accent colour of the icon badge. */
  color: string;
}

/** One count of the dashboard: an icon badge, the figure and what it counts. */
export function StatCard({ label, value, icon, color }: StatCardProps) {
  return (
    <Card className="app-stat-card" elevation={1}>
      <span className="app-stat-card__badge" style={{ background: color }}>
        <Icon icon={icon} size={20} color="#fff" />
      </span>
      <div>
        <div className="app-stat-card__value">{value.toLocaleString(locale)}</div>
        <div className="app-stat-card__label">{label}</div>
      </div>
    </Card>
  );
}
