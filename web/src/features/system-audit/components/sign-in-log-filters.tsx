import { Button } from '@blueprintjs/core';
import * as pageTexts from '@/i18n/page-messages';
import { TimeRangeFilter } from '@/components/crud/time-range-filter';
import { AUDIT_RESULTS, SIGN_IN_EVENTS, type SignInLogQuery } from '@/features/system-audit/api';
import { CodeFilter } from './code-filter';

const t = pageTexts.signInLog;
const shared = pageTexts.auditTrail;

/** Props of `SignInLogFilters`. */
export interface SignInLogFiltersProps {
  query: SignInLogQuery;
  /** Loads page 1 with the changed filters. */
  onChange: (change: Partial<SignInLogQuery>) => void;
}

/** The sign-in log's event, result and time filters, and the reset of every filter. */
export function SignInLogFilters({ query, onChange }: SignInLogFiltersProps) {
  return (
    <>
      <CodeFilter
        label={t.eventFilter}
        anyText={t.allEvents}
        codes={SIGN_IN_EVENTS}
        texts={t.events}
        value={query.event}
        onChange={(event) => onChange({ event })}
      />
      <CodeFilter
        label={shared.resultFilter}
        anyText={shared.allResults}
        codes={AUDIT_RESULTS}
        texts={shared.results}
        value={query.result}
        onChange={(result) => onChange({ result })}
      />
      <TimeRangeFilter value={query} onChange={onChange} texts={shared} />
      <Button
        icon="reset"
        variant="minimal"
        onClick={() =>
          onChange({ queryValue: undefined, event: undefined, result: undefined, from: undefined, to: undefined })
        }
      >
        {pageTexts.crud.reset}
      </Button>
    </>
  );
}
