import type { PermissionCode } from '../permission';
import { formatDate } from '../../lib/format-date';
import type { Column } from '../../components/data-table/column';
import type { Enablement, Identified } from '../../components/crud/crud-types';
import { RowActions } from './row-actions';
import { StatusSwitch } from './status-switch';
import type { RecordDialogs } from '../../components/crud/use-record-dialogs';

/** What a record table's cells call back. */
export interface RecordColumnHandlers<Row> {
  /** Whether the user may edit or delete at all; without, the operations column is left out. */
  withOperations: boolean;
  /** Rows whose status change is waiting for the server. */
  pendingIds: readonly string[];
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
  onStatusChange: (row: Row, status: Enablement) => void;
}

/** The handlers of a management page's table: its dialogs open, its list changes the status. */
export function recordColumnHandlers<Row extends Identified>(
  withOperations: boolean,
  list: { state: { pendingIds: readonly string[] }; setStatus: (id: string, status: Enablement) => void },
  dialogs: Pick<RecordDialogs<Row>, 'openEdit' | 'askDelete'>,
): RecordColumnHandlers<Row> {
  return {
    withOperations,
    pendingIds: list.state.pendingIds,
    onEdit: dialogs.openEdit,
    onDelete: dialogs.askDelete,
    onStatusChange: (row, status) => list.setStatus(row.id, status),
  };
}

/** Options of `statusColumn`. */
export interface StatusColumnOptions<Row> {
  header: string;
  /** What a row is called, for the switch's accessible name. */
  label: (row: Row) => string;
  /** The permission a change needs, e.g. `SystemUser.edit`. */
  permission: PermissionCode;
  pendingIds: readonly string[];
  /** Rows whose status the server refuses to change (e.g. `root`). @default none */
  isLocked?: (row: Row) => boolean;
  onChange: (row: Row, status: Enablement) => void;
}

/** The sortable enable/disable switch column. */
export function statusColumn<Row extends Identified & { status: Enablement }>({
  header,
  label,
  permission,
  pendingIds,
  isLocked,
  onChange,
}: StatusColumnOptions<Row>): Column<Row, 'status'> {
  return {
    id: 'status',
    header,
    sortField: 'status',
    width: 96,
    cell: (row) => (
      <StatusSwitch label={label(row)} status={row.status} permission={permission} pending={pendingIds.includes(row.id)} locked={isLocked?.(row) ?? false} onChange={(status) => onChange(row, status)} />
    ),
  };
}

/** The sortable creation time column. */
export function createdAtColumn<Row extends { createdAt: string }>(header: string): Column<Row, 'createdAt'> {
  return { id: 'createdAt', header, sortField: 'createdAt', cell: (row) => formatDate(row.createdAt) };
}

/** Options of `withOperationsColumn`. */
export interface OperationsColumnOptions<Row> {
  header: string;
  /** What a row is called, for the buttons' accessible names. */
  label: (row: Row) => string;
  /** The permission the edit button needs, e.g. `SystemUser.edit`. */
  editPermission: PermissionCode;
  /** The permission the delete button needs, e.g. `SystemUser.delete`. */
  deletePermission: PermissionCode;
  /** Whether the user may edit or delete at all; without, no column is added. */
  withOperations: boolean;
  /** Rows the server refuses to edit (e.g. users above the signed-in one). @default none */
  isUneditable?: (row: Row) => boolean;
  /** Rows the server refuses to delete (e.g. `root`). @default none */
  isUndeletable?: (row: Row) => boolean;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
}

/** `columns` followed by the edit and delete buttons' column, when the user may use either. */
export function withOperationsColumn<Row, Field extends string>(
  columns: Column<Row, Field>[],
  { header, label, editPermission, deletePermission, withOperations, isUneditable, isUndeletable, onEdit, onDelete }: OperationsColumnOptions<Row>,
): Column<Row, Field>[] {
  if (!withOperations) return columns;
  const operations: Column<Row, Field> = {
    id: 'operations',
    header,
    width: 150,
    cell: (row) => (
      <RowActions
        label={label(row)}
        editPermission={editPermission}
        deletePermission={deletePermission}
        uneditable={isUneditable?.(row) ?? false}
        undeletable={isUndeletable?.(row) ?? false}
        onEdit={() => onEdit(row)}
        onDelete={() => onDelete(row)}
      />
    ),
  };
  return [...columns, operations];
}
