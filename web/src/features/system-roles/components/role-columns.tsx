import type { Column } from '../../../components/data-table/column';
import { type RecordColumnHandlers, createdAtColumn, statusColumn, withOperationsColumn } from '../../crud';
import { format, messages } from '../../../i18n';
import type { RoleSortField, SystemRole } from '../api';

const roleTexts = messages.systemRoles;

/**
 * The role table's columns; name, order, status and creation time sort on the server. Rows
 * `isReadOnly` answers true for have no edit, delete or status controls (the server refuses them).
 */
export function roleColumns(
  { withOperations, pendingIds, onEdit, onDelete, onStatusChange }: RecordColumnHandlers<SystemRole>,
  isReadOnly: (role: SystemRole) => boolean,
): Column<SystemRole, RoleSortField>[] {
  const t = roleTexts;
  const label = (role: SystemRole) => role.name;
  return withOperationsColumn<SystemRole, RoleSortField>(
    [
      { id: 'name', header: t.name, sortField: 'name', cell: (role) => <strong>{role.name}</strong> },
      { id: 'sequence', header: t.sequence, sortField: 'sequence', width: 90, cell: (role) => role.sequence },
      { id: 'grants', header: t.grants, cell: (role) => format(t.grantedMenus, { count: role.menus.length }) },
      { id: 'memo', header: t.memo, cell: (role) => role.memo || '—' },
      statusColumn({ header: t.status, label, permission: 'SystemRole.edit', pendingIds, isLocked: isReadOnly, onChange: onStatusChange }),
      createdAtColumn(t.createdAt),
    ],
    { header: t.operations, label, editPermission: 'SystemRole.edit', deletePermission: 'SystemRole.delete', withOperations, isUneditable: isReadOnly, isUndeletable: isReadOnly, onEdit, onDelete },
  );
}
