import type { Column } from '../../../components/data-table/column';
import { RowActions } from '../../../components/crud/row-actions';
import { type Enablement, StatusSwitch } from '../../../components/crud/status-switch';
import { format } from '../../../i18n';
import { formatDate } from '../../../lib/format-date';
import type { RoleSortField, SystemRole } from '../api';
import { roleTexts } from '../texts';

/** What the role table's cells call back. */
export interface RoleColumnHandlers {
  /** Whether the user may edit or delete at all; without, the operations column is left out. */
  withOperations: boolean;
  pendingIds: readonly string[];
  onEdit: (role: SystemRole) => void;
  onDelete: (role: SystemRole) => void;
  onStatusChange: (role: SystemRole, status: Enablement) => void;
}

/** The role table's columns; name, order, status and creation time sort on the server. */
export function roleColumns({ withOperations, pendingIds, onEdit, onDelete, onStatusChange }: RoleColumnHandlers): Column<SystemRole, RoleSortField>[] {
  const t = roleTexts;
  const columns: Column<SystemRole, RoleSortField>[] = [
    { id: 'name', header: t.name, sortField: 'name', cell: (role) => <strong>{role.name}</strong> },
    { id: 'sequence', header: t.sequence, sortField: 'sequence', width: 90, cell: (role) => role.sequence },
    { id: 'grants', header: t.grants, cell: (role) => format(t.grantedMenus, { count: role.menus.length }) },
    { id: 'memo', header: t.memo, cell: (role) => role.memo || '—' },
    {
      id: 'status',
      header: t.status,
      sortField: 'status',
      width: 96,
      cell: (role) => (
        <StatusSwitch
          label={role.name}
          status={role.status}
          permission="SystemRole.edit"
          pending={pendingIds.includes(role.id)}
          onChange={(status) => onStatusChange(role, status)}
        />
      ),
    },
    { id: 'createdAt', header: t.createdAt, sortField: 'createdAt', cell: (role) => formatDate(role.createdAt) },
    {
      id: 'operations',
      header: t.operations,
      width: 150,
      cell: (role) => (
        <RowActions
          label={role.name}
          editPermission="SystemRole.edit"
          deletePermission="SystemRole.delete"
          onEdit={() => onEdit(role)}
          onDelete={() => onDelete(role)}
        />
      ),
    },
  ];
  return withOperations ? columns : columns.filter((column) => column.id !== 'operations');
}
