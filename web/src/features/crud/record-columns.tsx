import type { PermissionCode } from '@/features/permission';
import { formatDate } from '@/lib/format-date';
import type { Column } from '@/components/data-table/column';
import type { Enablement, Identified } from '@/components/crud/crud-types';
import { RowActions } from './row-actions';
import { StatusSwitch } from './status-switch';
import type { RecordDialogs } from '@/components/crud/use-record-dialogs';

/** What a record table's controls need to know of the page, and what its cells call back. */
export interface RecordColumnHandlers<Row, Status = Enablement> extends RecordControls<Row> {
  /** Rows whose status change is waiting for the server. */
  pendingIds: readonly string[];
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
  onStatusChange: (row: Row, status: Status) => void;
}

/** What a management page's row controls need: whether to show them, their permissions, a row's name. */
export interface RecordControls<Row> {
  /** Whether the user may edit or delete at all; without, the operations column is left out. */
  withOperations: boolean;
  /** The permissions the edit and status controls (`edit`) and the delete button (`remove`) need. */
  permissions: { edit: PermissionCode; remove: PermissionCode };
  /** What a row is called, for the controls' accessible names ("编辑 staff"). */
  label: (row: Row) => string;
}

/** The handlers of a management page's table: its dialogs open, its list changes the status. */
export function recordColumnHandlers<Row extends Identified, Status>(
  controls: RecordControls<Row>,
  list: { state: { pendingIds: readonly string[] }; setStatus: (id: string, status: Status) => void },
  dialogs: Pick<RecordDialogs<Row>, 'openEdit' | 'askDelete'>,
): RecordColumnHandlers<Row, Status> {
  return {
    ...controls,
    pendingIds: list.state.pendingIds,
    onEdit: dialogs.openEdit,
    onDelete: dialogs.askDelete,
    onStatusChange: (row, status) => list.setStatus(row.id, status),
  };
}

/** What the server lets the signed-in user do to one row: what it refuses gets no control. */
export interface RowRights {
  edit: boolean;
  remove: boolean;
  /** Enable or disable it. */
  status: boolean;
}

/** Every control: a row the server lets the user change entirely. */
export const ALL_RIGHTS: RowRights = { edit: true, remove: true, status: true };
/** No control: a row the server refuses the user any change to. */
export const NO_RIGHTS: RowRights = { edit: false, remove: false, status: false };

/** What a record table's shared columns are made from. */
export interface RecordTable<Row> {
  /** The headers, from the feature's catalogue section. */
  texts: { operations: string; status?: string };
  /** What the server allows on `row`. @default everything */
  rightsOf?: (row: Row) => RowRights;
}

/** The sortable enable/disable switch column; read-only where the user may not change the status. */
export function statusColumn<Row extends Identified & { status: Enablement }>(
  { label, permissions, pendingIds, onStatusChange }: RecordColumnHandlers<Row>,
  { texts, rightsOf = () => ALL_RIGHTS }: RecordTable<Row>,
): Column<Row, 'status'> {
  return {
    id: 'status',
    header: texts.status ?? '',
    sortField: 'status',
    width: 96,
    cell: (row) => (
      <StatusSwitch
        label={label(row)}
        status={row.status}
        permission={permissions.edit}
        pending={pendingIds.includes(row.id)}
        locked={!rightsOf(row).status}
        onChange={(status) => onStatusChange(row, status)}
      />
    ),
  };
}

/** The sortable creation time column. */
export function createdAtColumn<Row extends { createdAt: string }>(header: string): Column<Row, 'createdAt'> {
  return { id: 'createdAt', header, sortField: 'createdAt', cell: (row) => formatDate(row.createdAt) };
}

/** `columns` followed by the edit and delete buttons' column, when the user may use either. */
export function recordColumns<Row, Field extends string>(
  {
    withOperations,
    permissions,
    label,
    onEdit,
    onDelete,
  }: Omit<RecordColumnHandlers<Row>, 'pendingIds' | 'onStatusChange'>,
  { texts, rightsOf = () => ALL_RIGHTS }: RecordTable<Row>,
  columns: Column<Row, Field>[],
): Column<Row, Field>[] {
  if (!withOperations) return columns;
  const operations: Column<Row, Field> = {
    id: 'operations',
    header: texts.operations,
    width: 150,
    cell: (row) => (
      <RowActions
        label={label(row)}
        permissions={permissions}
        rights={rightsOf(row)}
        onEdit={() => onEdit(row)}
        onDelete={() => onDelete(row)}
      />
    ),
  };
  return [...columns, operations];
}

/** A table of records that can be enabled and disabled: `columns`, then status, creation time and operations. */
export function enablementColumns<
  Row extends Identified & { status: Enablement; createdAt: string },
  Field extends string,
>(
  handlers: RecordColumnHandlers<Row>,
  table: RecordTable<Row> & { texts: { status: string; createdAt: string } },
  columns: Column<Row, Field>[],
): Column<Row, Field | 'status' | 'createdAt'>[] {
  const shared = [statusColumn(handlers, table), createdAtColumn<Row>(table.texts.createdAt)];
  return recordColumns<Row, Field | 'status' | 'createdAt'>(handlers, table, [...columns, ...shared]);
}
