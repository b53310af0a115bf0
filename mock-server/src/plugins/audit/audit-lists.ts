import type { components } from '../../../../shared/contract/schema';
import type { Store } from '../../data/store';
import type { OperationLogRecord, SignInLogRecord } from '../../data/types';
import type { CsvExport } from '../system-shared/csv-export';
import type { ListQuery, PageHandlerOptions } from '../system-shared/list-page';

type Schemas = components['schemas'];
type OperationLog = Schemas['OperationLog'];
type SignInLog = Schemas['SignInLog'];

/** The time bounds both logs take, both included (RFC 3339 with an offset, as the contract checked them). */
interface TimeBounds {
  from?: string;
  to?: string;
}

export type OperationLogQuery = ListQuery<Schemas['OperationLogSortField']> &
  TimeBounds & {
    operation?: Schemas['AuditedOperation'];
    recordType?: Schemas['AuditRecordType'];
    recordId?: string;
    result?: Schemas['AuditResult'];
  };

export type SignInLogQuery = ListQuery<Schemas['SignInLogSortField']> &
  TimeBounds & { event?: Schemas['SignInEvent']; result?: Schemas['AuditResult'] };

/** Whether `at` (a record's ISO 8601 UTC time) lies within `bounds`; the bounds are read as instants, whatever their offset. */
function within({ from, to }: TimeBounds): (at: string) => boolean {
  const start = from === undefined ? '' : new Date(from).toISOString();
  const end = to === undefined ? null : new Date(to).toISOString();
  return (at) => at >= start && (end === null || at <= end);
}

/** Ids grow with each record, so the highest is the newest. */
const newestFirst = (a: { id: string }, b: { id: string }) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** The list's view of an operation record: all but its field changes. */
export const toOperationLog = ({ changes: _changes, ...record }: Readonly<OperationLogRecord>): OperationLog => record;

/** How `GET /audit/operations` and its export list the operation log. */
export function operationLogListing(
  store: Store,
): PageHandlerOptions<Readonly<OperationLogRecord>, OperationLogQuery, OperationLog> {
  return {
    records: (query) => {
      const inTime = within(query);
      return store.operationLog
        .all()
        .filter(
          (record) =>
            (query.operation === undefined || record.operation === query.operation) &&
            (query.recordType === undefined || record.recordType === query.recordType) &&
            (query.recordId === undefined || record.recordId === query.recordId) &&
            (query.result === undefined || record.result === query.result) &&
            inTime(record.at),
        );
    },
    keywords: (record) => [record.userName, record.realName, record.recordLabel],
    defaultOrder: newestFirst,
    view: toOperationLog,
  };
}

/** How `GET /audit/sign-ins` and its export list the sign-in log. */
export function signInLogListing(
  store: Store,
): PageHandlerOptions<Readonly<SignInLogRecord>, SignInLogQuery, SignInLog> {
  return {
    records: (query) => {
      const inTime = within(query);
      return store.signInLog
        .all()
        .filter(
          (record) =>
            (query.event === undefined || record.event === query.event) &&
            (query.result === undefined || record.result === query.result) &&
            inTime(record.at),
        );
    },
    keywords: (record) => [record.userName],
    defaultOrder: newestFirst,
    // A copy: what answers a request may be changed on its way out, the stored record never.
    view: (record) => ({ ...record }),
  };
}

/** The operation log's CSV export (`exportOperationLogs` in the contract); the field changes are not exported. */
export const OPERATION_LOG_CSV: CsvExport<OperationLog> = {
  fileName: 'operation-log.csv',
  list: 'operationLogs',
  columns: {
    at: (record) => record.at,
    userName: (record) => record.userName,
    realName: (record) => record.realName,
    clientAddress: (record) => record.clientAddress,
    operation: (record) => record.operation,
    recordType: (record) => record.recordType,
    recordId: (record) => record.recordId ?? '',
    recordLabel: (record) => record.recordLabel,
    result: (record) => record.result,
    reason: (record) => record.reason ?? '',
  },
};

/** The sign-in log's CSV export (`exportSignInLogs` in the contract). */
export const SIGN_IN_LOG_CSV: CsvExport<SignInLog> = {
  fileName: 'sign-in-log.csv',
  list: 'signInLogs',
  columns: {
    at: (record) => record.at,
    userName: (record) => record.userName,
    event: (record) => record.event,
    result: (record) => record.result,
    reason: (record) => record.reason ?? '',
    clientAddress: (record) => record.clientAddress,
    userAgent: (record) => record.userAgent,
  },
};
