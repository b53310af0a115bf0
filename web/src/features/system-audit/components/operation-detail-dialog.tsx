import { Classes, Dialog, DialogBody } from '@blueprintjs/core';
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { operationLog as t } from '@/i18n/page-messages';
import { formatDate } from '@/lib/format-date';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { DataTableError } from '@/components/data-table/data-table-error';
import { nameDialogClose } from '@/components/crud/dialog-close-name';
import type { OperationLogDetail } from '@/features/system-audit/api';
import { openRecordParam } from '@/features/system-audit/audit-urls';
import { operationDetailSlice } from '@/features/system-audit/operation-log-slice';
import { selectOperationDetail } from '@/features/system-audit/selectors';
import { ChangeTable } from './change-table';
import { ResultCell } from './result-cell';
import { callerText, recordText } from './record-text';

const { requested } = operationDetailSlice.actions;

/** The record's facts above its changes. */
function RecordFacts({ record }: { record: OperationLogDetail }) {
  const facts: [string, ReactNode][] = [
    [t.at, formatDate(record.at)],
    [t.user, callerText(record)],
    [t.clientAddress, record.clientAddress],
    [t.operation, t.operations[record.operation]],
    [t.record, recordText(record)],
    [t.result, <ResultCell key="result" result={record.result} reason={record.reason} />],
  ];
  return (
    <dl className="app-audit-detail__facts">
      {facts.map(([term, value]) => (
        <div key={term} className="app-audit-detail__fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The open record's id from the URL (`?record=`), or `null`. */
export function useOpenRecord(): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(openRecordParam.name);
  const id = raw === null ? null : (openRecordParam.parse(raw) ?? null);
  const open = (next: string | null) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === null) changed.delete(openRecordParam.name);
        else changed.set(openRecordParam.name, next);
        return changed;
      },
      // Opening is a history entry (back closes it); closing does not add one to step back into.
      { replace: next === null },
    );
  return [id, open];
}

/**
 * The details of the operation log record the URL names (`?record=<id>`, so a link or a reload
 * opens it): who did what to which record, with the result, and the changed fields before and after.
 */
export function OperationDetailDialog() {
  const [id, open] = useOpenRecord();
  const dispatch = useAppDispatch();
  const detail = useAppSelector(selectOperationDetail);
  const shown = detail.id === id;
  useEffect(() => {
    if (id !== null && !shown) dispatch(requested(id));
  }, [dispatch, id, shown]);
  const record = shown ? detail.record : null;
  return (
    <Dialog
      title={t.detailTitle}
      icon="history"
      isOpen={id !== null}
      onClose={() => open(null)}
      style={{ width: 760 }}
      onOpened={nameDialogClose}
    >
      <DialogBody className="app-audit-detail__body" useOverflowScrollContainer={false}>
        {detail.status === 'failed' && shown && (
          <DataTableError error={detail.error} onRetry={() => id !== null && dispatch(requested(id))} />
        )}
        {(!shown || detail.status === 'loading') && <LoadingSpinner size={32} />}
        {record && (
          <>
            <RecordFacts record={record} />
            <h3 className={Classes.HEADING}>{t.changes}</h3>
            {record.changes.length === 0 ? (
              <p>{t.noChanges}</p>
            ) : (
              <ChangeTable recordType={record.recordType} changes={record.changes} />
            )}
          </>
        )}
      </DialogBody>
    </Dialog>
  );
}
