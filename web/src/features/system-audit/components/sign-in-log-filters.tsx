import { signInLog as t } from '@/i18n/page-messages';
import { SIGN_IN_EVENTS, type SignInLogQuery } from '@/features/system-audit/api';
import { CodeFilter } from './code-filter';
import { ResultTimeFilters } from './result-time-filters';

/** Every filter of the sign-in log cleared. */
const CLEARED: Partial<SignInLogQuery> = {
  queryValue: undefined,
  event: undefined,
  result: undefined,
  from: undefined,
  to: undefined,
};

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
      <ResultTimeFilters query={query} onChange={onChange} cleared={CLEARED} />
    </>
  );
}
