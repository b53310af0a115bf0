import { Card, H5, NonIdealState } from '@blueprintjs/core';
import { Error as ErrorIcon, LogIn, People, Pulse, TimelineLineChart } from '@blueprintjs/icons';
import { dashboard as texts } from '@/i18n/dashboard-messages';
import { BreakdownCard } from './breakdown-card';
import { KpiCard } from './kpi-card';
import { RecentSignIns } from './recent-sign-ins';
import { TrendChart } from './trend-chart';
import type { Dashboard, Figure } from './types';

/** Props of {@link DashboardPanels}. */
export interface DashboardPanelsProps {
  figures: Dashboard;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The dashboard's content: key figures against the previous period, the sign-in trend, the users'
 * breakdown and the latest sign-ins. A figure the server leaves out is shown without its comparison
 * or not at all, so the page works against a back end that gives the counts and logins alone.
 */
export function DashboardPanels({ figures }: DashboardPanelsProps) {
  const { counts, logins, comparison, recentSignIns } = figures;
  const periodDays = comparison?.periodDays ?? logins.length;
  const against = (figure: Figure | undefined) => (figure && comparison ? { figure, periodDays } : undefined);
  const failedKnown = logins.length > 0 && logins.every((day) => day.failed !== undefined);
  const quiet = sum(logins.map((day) => day.count + (day.failed ?? 0))) === 0;
  const period = texts.lastDays(periodDays);
  const recent = (days: readonly number[]) => sum(days.slice(-periodDays));
  return (
    <>
      <section className="app-dashboard__kpis" aria-label={texts.title}>
        <KpiCard
          label={texts.signIns}
          icon={LogIn}
          value={comparison?.signIns?.current ?? recent(logins.map((day) => day.count))}
          caption={period}
          comparison={against(comparison?.signIns)}
        />
        {(comparison?.failedSignIns || failedKnown) && (
          <KpiCard
            label={texts.failedSignIns}
            icon={ErrorIcon}
            value={comparison?.failedSignIns?.current ?? recent(logins.map((day) => day.failed ?? 0))}
            caption={period}
            comparison={against(comparison?.failedSignIns)}
            upIsGood={false}
          />
        )}
        <KpiCard
          label={texts.users}
          icon={People}
          value={counts.users}
          caption={texts.now}
          comparison={against(comparison?.users)}
        />
        <KpiCard label={texts.activeSessions} icon={Pulse} value={counts.activeSessions} caption={texts.now} />
      </section>
      <div className="app-dashboard__main">
        <Card className="app-dashboard__card app-dashboard__trend" elevation={1}>
          <H5>{texts.trend}</H5>
          {quiet ? (
            <NonIdealState icon={<TimelineLineChart size={48} />} description={texts.noSignIns} />
          ) : (
            <TrendChart days={logins} />
          )}
        </Card>
        <div className="app-dashboard__side">
          <BreakdownCard figures={figures} />
          {recentSignIns && <RecentSignIns events={recentSignIns} />}
        </div>
      </div>
    </>
  );
}
