import { Card, Classes } from '@blueprintjs/core';

const KPI_CARDS = 4;

/** The dashboard's frame while its first figures load: grey blocks where cards and the chart will be. */
export function DashboardSkeleton() {
  return (
    <div className="app-dashboard__skeleton" aria-busy="true">
      <div className="app-dashboard__kpis">
        {Array.from({ length: KPI_CARDS }, (_, index) => (
          <Card key={index} className={`app-kpi ${Classes.SKELETON}`} />
        ))}
      </div>
      <div className="app-dashboard__main">
        <Card className={`app-dashboard__card app-dashboard__trend ${Classes.SKELETON}`} />
        <div className="app-dashboard__side">
          <Card className={`app-dashboard__card ${Classes.SKELETON}`} />
        </div>
      </div>
    </div>
  );
}
