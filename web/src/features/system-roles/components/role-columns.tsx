import type { Column } from '@/components/data-table/column';
import { format } from '@/i18n';
import { systemRoles as t } from '@/i18n/page-messages';
import type { RoleSortField, SystemRole } from '@/features/system-roles/api';

/** The role table's own columns (`enablementColumns` adds status, creation time and operations); name and order sort on the server. */
export const roleColumns: Column<SystemRole, RoleSortField>[] = [
  { id: 'name', header: t.name, sortField: 'name', cell: (role) => <strong>{role.name}</strong> },
  { id: 'sequence', header: t.sequence, sortField: 'sequence', width: 90, cell: (role) => role.sequence },
  { id: 'grants', header: t.grants, cell: (role) => format(t.grantedMenus, { count: role.menus.length }) },
  { id: 'memo', header: t.memo, cell: (role) => role.memo || '—' },
];
