import type { Request } from '@hapi/hapi';
import { authOf } from '../auth/scheme';
import type { RecordChange } from '../data/record-changes';
import type { Store } from '../data/store';
import type { OperationLogRecord } from '../data/types';
import { AUDITED_OPERATIONS, type AuditedOperation, RECORD_TYPES } from './audited-records';
import type { CallOutcome } from './call-outcome';
import { fieldChanges } from './field-changes';

/** Where and when a call was made, and what it asked for. */
export interface CallFacts {
  request: Request;
  /** ISO 8601. */
  at: string;
  clientAddress: string;
  /** The changes the call made, from its journal (`data/record-changes.ts`). */
  journal: readonly RecordChange[];
}

/**
 * The operation log's record of a call to `operation` made with a valid token: the caller as they
 * were, the record it changed or named (`recordId` absent on a refused add, or when the path named
 * no valid id), and for a call done the fields it changed, from the views of that record before
 * and after it (secrets redacted). A refused call changed nothing.
 */
export function operationRecord(
  store: Store,
  operation: AuditedOperation,
  { request, at, clientAddress, journal }: CallFacts,
  outcome: CallOutcome,
  validRecordId: (id: string) => boolean,
): Omit<OperationLogRecord, 'id'> {
  const { user } = authOf(request);
  const { type, target } = AUDITED_OPERATIONS[operation];
  const rules = RECORD_TYPES[type];
  const own = journal.filter((change) => change.kind === rules.kind);
  const pathId = request.params.id;
  const recordId =
    target === 'caller'
      ? user.id
      : target === 'path'
        ? typeof pathId === 'string' && validRecordId(pathId)
          ? pathId
          : undefined
        : own.find((change) => !change.before)?.after?.id;
  const changes = own.filter((change) => (change.after ?? change.before)?.id === recordId);
  const before = changes[0]?.before;
  const after = changes.at(-1)?.after;
  const shown = after ?? before ?? (recordId === undefined ? undefined : rules.current?.(store, recordId));
  const done = outcome.result === 'success';
  const view = (record: typeof before) => (record ? rules.view(store, record) : undefined);
  return {
    at,
    userId: user.id,
    userName: user.userName,
    realName: user.realName,
    clientAddress,
    operation,
    recordType: type,
    ...(recordId === undefined ? {} : { recordId }),
    recordLabel: shown ? rules.label(shown) : '',
    ...outcome,
    changes: done ? [...fieldChanges(view(before), view(after)), ...(rules.secrets?.(before, after) ?? [])] : [],
  };
}
