import { Button, Callout, H4, NonIdealState } from '@blueprintjs/core';
import { Download, Error as ErrorIcon, Refresh } from '@blueprintjs/icons';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { dashboardLoadRequested, selectDashboard } from '@/features/dashboard/slice';
import { downloadFile } from '@/lib/download-file';
import { Permission } from '@/features/permission';
import { dashboard as texts } from '@/i18n/dashboard-messages';
import { dashboardCsv } from './dashboard-csv';
import { DashboardPanels } from './dashboard-panels';
import { DashboardSkeleton } from './dashboard-skeleton';
import './dashboard.css';

/**
 * The dashboard: key figures against the previous period, the sign-in trend, the users' breakdown
 * and the latest sign-ins; a skeleton while the first figures load, and the reason with a retry
 * when they fail. Its icons are imported one by one, so they arrive with the page's chunk rather
 * than a request each after it.
 */
export function DashboardView() {
  const dispatch = useAppDispatch();
  const { figures: data, status, error } = useAppSelector(selectDashboard);
  // 'idle' is the moment between the first render and the mount's request.
  const loading = status === 'loading' || status === 'idle';
  const reload = () => void dispatch(dashboardLoadRequested());

  useEffect(() => {
    dispatch(dashboardLoadRequested());
  }, [dispatch]);

  return (
    <div className="app-dashboard">
      <div className="app-dashboard__toolbar">
        <H4 className="app-dashboard__title">{texts.title}</H4>
        <Button icon={<Refresh />} loading={loading} onClick={reload}>
          {texts.refresh}
        </Button>
        <Permission value="Dashboard.export">
          <Button
            icon={<Download />}
            intent="primary"
            disabled={!data}
            onClick={() => data && downloadFile('dashboard.csv', dashboardCsv(data), 'text/csv;charset=utf-8')}
          >
            {texts.exportCsv}
          </Button>
        </Permission>
      </div>
      {data && error && (
        <Callout intent="danger" title={texts.loadFailed} className="app-dashboard__error">
          {error}
        </Callout>
      )}
      {data ? (
        <DashboardPanels figures={data} />
      ) : loading ? (
        <DashboardSkeleton />
      ) : (
        <NonIdealState
          icon={<ErrorIcon size={48} />}
          title={texts.loadFailed}
          description={error ?? undefined}
          action={
            <Button icon={<Refresh />} intent="primary" onClick={reload}>
              {texts.retry}
            </Button>
          }
        />
      )}
    </div>
  );
}
