import { Button } from '@blueprintjs/core';
import * as pageTexts from '@/i18n/page-messages';
import { TimeRangeFilter } from '@/components/crud/time-range-filter';
import {
  AUDITED_OPERATIONS,
  AUDIT_RECORD_TYPES,
  AUDIT_RESULTS,
  type OperationLogQuery,
} from '@/features/system-audit/api';
import { CodeFilter } from './code-filter';

const t = pageTexts.operationLog;
const shared = pageTexts.auditTrail;

/** Props of `OperationLogFilters`. */
export interface OperationLogFiltersProps {
  query: OperationLogQuery;
  /** Loads page 1 with the changed filters. */
  onChange: (change: Partial<OperationLogQuery>) => void;
}

/** The operation log's operation, record type, result and time filters, and the reset of every filter. */
export function OperationLogFilters({ query, onChange }: OperationLogFiltersProps) {
  return (
    <>
      <CodeFilter
        label={t.operationFilter}
        anyText={t.allOperations}
        codes={AUDITED_OPERATIONS}
        texts={t.operations}
        value={query.operation}
        onChange={(operation) => onChange({ operation })}
      />
      <CodeFilter
        label={t.recordTypeFilter}
        anyText={t.allRecordTypes}
        codes={AUDIT_RECORD_TYPES}
        texts={t.recordTypes}
        value={query.recordType}
        onChange={(recordType) => onChange({ recordType })}
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
          onChange({
            queryValue: undefined,
            operation: undefined,
            recordType: undefined,
            recordId: undefined,
            result: undefined,
            from: undefined,
            to: undefined,
          })
        }
      >
        {pageTexts.crud.reset}
      </Button>
    </>
  );
}
