import type { Column } from '@/components/data-table/column';
import {
  ALL_RIGHTS,
  NO_RIGHTS,
  type RecordColumnHandlers,
  type RecordTable,
  createdAtColumn,
  recordColumns,
  statusColumn,
} from '@/features/crud';
import { format } from '@/i18n';
import { systemRoles } from '@/i18n/page-messages';
import type { RoleSortField, SystemRole } from '@/features/system-roles/api';

const roleTexts = systemRoles;

/**
 * The role table's columns; name, order, status and creation time sort on the server. Rows
 * `isReadOnly` answers true for have no edit, delete or status controls (the server refuses them).
 */
export function roleColumns(
  handlers: RecordColumnHandlers<SystemRole>,
  isReadOnly: (role: SystemRole) => boolean,
): Column<SystemRole, RoleSortField>[] {
  const t = roleTexts;
  const table: RecordTable<SystemRole> = {
    texts: t,
    rightsOf: (role) => (isReadOnly(role) ? NO_RIGHTS : ALL_RIGHTS),
  };
  return recordColumns(handlers, table, [
    { id: 'name', header: t.name, sortField: 'name', cell: (role) => <strong>{role.name}</strong> },
    { id: 'sequence', header: t.sequence, sortField: 'sequence', width: 90, cell: (role) => role.sequence },
    { id: 'grants', header: t.grants, cell: (role) => format(t.grantedMenus, { count: role.menus.length }) },
    { id: 'memo', header: t.memo, cell: (role) => role.memo || '—' },
    statusColumn(handlers, table),
    createdAtColumn(t.createdAt),
  ]);
}
