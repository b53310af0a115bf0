import { Card, H5 } from '@blueprintjs/core';
import { locale } from '@/i18n';
import { dashboard as texts } from '@/i18n/dashboard-messages';
import type { Dashboard } from './types';

/** Props of {@link BreakdownCard}. */
export interface BreakdownCardProps {
  figures: Dashboard;
}

interface Row {
  label: string;
  count: number;
}

/**
 * Rows as labelled bars, each as long as its share of `whole`: HTML, so its text reads at any
 * width. `records`: the labels are the server's data (role names), which a page translator leaves
 * as they are.
 */
function Bars({
  title,
  rows,
  whole,
  records = false,
}: {
  title: string;
  rows: readonly Row[];
  whole: number;
  records?: boolean;
}) {
  return (
    <div className="app-breakdown__group">
      <div className="app-breakdown__title">{title}</div>
      <ul className="app-breakdown__rows">
        {rows.map(({ label, count }) => (
          <li key={label} className="app-breakdown__row">
            <span className="app-breakdown__label" title={label} translate={records ? 'no' : undefined}>
              {label}
            </span>
            <span className="app-breakdown__track" aria-hidden="true">
              <span className="app-breakdown__bar" style={{ width: `${whole > 0 ? (count / whole) * 100 : 0}%` }} />
            </span>
            <span className="app-breakdown__count">{count.toLocaleString(locale)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The users by status and by role where the server gives them, and the counts of roles and menus. */
export function BreakdownCard({ figures: { counts, usersByStatus, usersByRole } }: BreakdownCardProps) {
  return (
    <Card className="app-dashboard__card app-breakdown" elevation={1}>
      <H5>{texts.breakdown}</H5>
      {usersByStatus && (
        <Bars
          title={texts.byStatus}
          whole={counts.users}
          rows={[
            { label: texts.enabled, count: usersByStatus.enabled },
            { label: texts.disabled, count: usersByStatus.disabled },
          ]}
        />
      )}
      {usersByRole && usersByRole.length > 0 && (
        <Bars
          title={texts.byRole}
          whole={counts.users}
          rows={usersByRole.map(({ name, count }) => ({ label: name, count }))}
          records
        />
      )}
      <dl className="app-breakdown__totals">
        {(
          [
            [texts.roles, counts.roles],
            [texts.menus, counts.menus],
          ] as const
        ).map(([label, count]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{count.toLocaleString(locale)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
