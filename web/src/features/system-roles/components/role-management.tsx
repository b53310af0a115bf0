import { StatusFilter } from '@/components/crud/status-filter';
import {
  ALL_RIGHTS,
  CrudListView,
  ENABLEMENT_CELLS,
  type Holdings,
  NO_RIGHTS,
  enablementColumns,
  useCrudPage,
  useOptions,
} from '@/features/crud';
import * as pageTexts from '@/i18n/page-messages';
import { usePermission } from '@/features/permission';
import { roleIsReadOnly } from '@/features/system-roles/role-rights';
import type { SystemRole } from '@/features/system-roles/api';
import { roleList, selectGrantableMenus } from '@/features/system-roles/selectors';
import { menuTree } from '@/features/system-roles/slice';
import { roleColumns } from './role-columns';
import { RoleFormDialog } from './role-form-dialog';

const t = pageTexts.systemRoles;

/** A role the server would refuse to change gets no control at all. */
const roleRights = (holdings: Holdings, role: SystemRole) => (roleIsReadOnly(holdings, role) ? NO_RIGHTS : ALL_RIGHTS);

/** The export's columns, by the field names of its header row. */
const CSV_FIELDS = ['name', 'sequence', 'status', 'memo', 'createdAt'] as const;

/**
 * The role management page: keyword and status filters, the sortable paged table, and the role
 * editor with its grants tree. The menu tree is fetched only by users who may add or edit roles.
 * Roles the server would refuse to change (the administrator role for anyone but root, roles
 * granting what the user does not hold) are read-only, and only held grants can be ticked.
 */
export function RoleManagement() {
  const page = useCrudPage({ list: roleList, route: 'SystemRole', label: (role) => role.name });
  const menus = useOptions(menuTree, selectGrantableMenus, usePermission(['SystemRole.add', 'SystemRole.edit']));
  const { holdings, filter } = page;
  return (
    <CrudListView
      page={page}
      texts={t}
      csvExport={{ path: '/roles/export', fields: CSV_FIELDS, cells: ENABLEMENT_CELLS, fileName: 'roles' }}
      filters={<StatusFilter value={page.list.state.query.status} onChange={(status) => filter({ status })} />}
      columns={enablementColumns(
        page.handlers,
        { texts: t, rightsOf: (role) => roleRights(holdings, role) },
        roleColumns,
      )}
    >
      <RoleFormDialog {...page.dialog} menus={menus} onReloadMenus={menus.reload} holdings={holdings} />
    </CrudListView>
  );
}
