import { Button, Callout, Card, H4, NonIdealState } from '@blueprintjs/core';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { Download, Menu, People, Pulse, Refresh, Shield } from '@blueprintjs/icons';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import {
  dashboardLoadRequested,
  selectDashboardError,
  selectDashboardFigures,
  selectDashboardStatus,
} from '@/features/dashboard/slice';
import { downloadFile } from '@/lib/download-file';
import { Permission } from '@/features/permission';
import { messages } from '@/i18n';
import { dashboardCsv } from './dashboard-csv';
import { LoginChart } from './login-chart';
import { StatCard } from './stat-card';
import './dashboard.css';

const shellTexts = messages.shell;

/**
 * The dashboard: counts of the main entities and the logins of the last 14 days. Its icons are
 * imported one by one, so they arrive with the page's chunk rather than a request each after it.
 */
export function DashboardView() {
  const dispatch = useAppDispatch();
  const data = useAppSelector(selectDashboardFigures);
  const status = useAppSelector(selectDashboardStatus);
  const error = useAppSelector(selectDashboardError);
  // 'idle' is the moment between the first render and the mount's request.
  const loading = status === 'loading' || status === 'idle';
  const reload = () => void dispatch(dashboardLoadRequested());

  useEffect(() => {
    dispatch(dashboardLoadRequested());
  }, [dispatch]);

  const t = shellTexts.dashboard;
  return (
    <div className="app-dashboard">
      <div className="app-dashboard__toolbar">
        <H4 className="app-dashboard__title">{t.title}</H4>
        <Button icon={<Refresh />} loading={loading} onClick={reload}>
          {t.refresh}
        </Button>
        <Permission value="Dashboard.export">
          <Button
            icon={<Download />}
            intent="primary"
            disabled={!data}
            onClick={() => data && downloadFile('dashboard.csv', dashboardCsv(data), 'text/csv;charset=utf-8')}
          >
            {t.exportCsv}
          </Button>
        </Permission>
      </div>
      {error && (
        <Callout intent="danger" title={t.loadFailed} className="app-dashboard__error">
          {error}
        </Callout>
      )}
      {!data && loading && <NonIdealState icon={<LoadingSpinner />} />}
      {data && (
        <>
          <section className="app-dashboard__stats" aria-label={t.title}>
            <StatCard label={t.users} value={data.counts.users} icon={People} color="#2d72d2" />
            <StatCard label={t.roles} value={data.counts.roles} icon={Shield} color="#7961db" />
            <StatCard label={t.menus} value={data.counts.menus} icon={Menu} color="#238551" />
            <StatCard label={t.activeSessions} value={data.counts.activeSessions} icon={Pulse} color="#c87619" />
          </section>
          <Card className="app-dashboard__chart" elevation={1}>
            <H4>{t.logins}</H4>
            <LoginChart days={data.logins} />
          </Card>
        </>
      )}
    </div>
  );
}
