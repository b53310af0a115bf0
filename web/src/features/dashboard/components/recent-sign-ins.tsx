import { Card, H5, NonIdealState } from '@blueprintjs/core';
import { LogIn } from '@blueprintjs/icons';
import { dashboard as texts } from '@/i18n/dashboard-messages';
import { formatDate } from '@/lib/format-date';
import type { Dashboard } from './types';

/** Props of {@link RecentSignIns}. */
export interface RecentSignInsProps {
  /** Newest first. */
  events: NonNullable<Dashboard['recentSignIns']>;
}

/** The latest sign-ins: who and when, newest first, or a note that there are none. */
export function RecentSignIns({ events }: RecentSignInsProps) {
  return (
    <Card className="app-dashboard__card app-recent" elevation={1}>
      <H5>{texts.recent}</H5>
      {events.length === 0 ? (
        <NonIdealState icon={<LogIn size={32} />} description={texts.noRecent} layout="horizontal" />
      ) : (
        <ol className="app-recent__list">
          {events.map(({ userName, realName, at }) => (
            <li key={`${userName} ${at}`} className="app-recent__item">
              <span className="app-recent__who" translate="no">
                <span className="app-recent__name">{realName || userName}</span>
                <span className="app-recent__user">{userName}</span>
              </span>
              <time dateTime={at} className="app-recent__time">
                {formatDate(at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
