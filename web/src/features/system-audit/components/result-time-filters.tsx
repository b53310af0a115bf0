import { Button } from '@blueprintjs/core';
import * as pageTexts from '@/i18n/page-messages';
import { TimeRangeFilter } from '@/components/crud/time-range-filter';
import { AUDIT_RESULTS, type AuditResult } from '@/features/system-audit/api';
import { CodeFilter } from './code-filter';

const t = pageTexts.auditTrail;

/** The filters both logs end with. */
interface AuditQuery {
  result?: AuditResult;
  from?: string;
  to?: string;
}

/** Props of `ResultTimeFilters`. */
export interface ResultTimeFiltersProps<Query extends AuditQuery> {
  query: Query;
  /** Loads page 1 with the changed filters. */
  onChange: (change: Partial<Query>) => void;
  /** What the reset sets: every filter of the log cleared, the keyword's too. */
  cleared: Partial<Query>;
}

/** A log's result and time filters, and the reset of every filter of the log. */
export function ResultTimeFilters<Query extends AuditQuery>({
  query,
  onChange,
  cleared,
}: ResultTimeFiltersProps<Query>) {
  return (
    <>
      <CodeFilter
        label={t.resultFilter}
        anyText={t.allResults}
        codes={AUDIT_RESULTS}
        texts={t.results}
        value={query.result}
        onChange={(result) => onChange({ result } as Partial<Query>)}
      />
      <TimeRangeFilter value={query} onChange={(change) => onChange(change as Partial<Query>)} texts={t} />
      <Button icon="reset" variant="minimal" onClick={() => onChange(cleared)}>
        {pageTexts.crud.reset}
      </Button>
    </>
  );
}
