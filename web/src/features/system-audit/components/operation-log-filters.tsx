import { operationLog as t } from '@/i18n/page-messages';
import { AUDITED_OPERATIONS, AUDIT_RECORD_TYPES, type OperationLogQuery } from '@/features/system-audit/api';
import { CodeFilter } from './code-filter';
import { ResultTimeFilters } from './result-time-filters';

/** Every filter of the operation log cleared. */
const CLEARED: Partial<OperationLogQuery> = {
  queryValue: undefined,
  operation: undefined,
  recordType: undefined,
  recordId: undefined,
  result: undefined,
  from: undefined,
  to: undefined,
};

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
      <ResultTimeFilters query={query} onChange={onChange} cleared={CLEARED} />
    </>
  );
}
