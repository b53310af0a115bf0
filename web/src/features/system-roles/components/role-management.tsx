import { StatusFilter } from '@/components/crud/status-filter';
import { CrudListView, ENABLEMENT_CELLS, useCrudPage, useOptions } from '@/features/crud';
import { format } from '@/i18n';
import * as pageTexts from '@/i18n/page-messages';
import { usePermission } from '@/features/permission';
import { roleIsReadOnly } from '@/features/system-roles/role-rights';
import { selectGrantableMenus, selectRoleList } from '@/features/system-roles/selectors';
import { menuTree, rolesSlice, rolesUrl } from '@/features/system-roles/slice';
import { roleColumns } from './role-columns';
import { RoleFormDialog } from './role-form-dialog';

const roleTexts = pageTexts.systemRoles;
/** The export's column titles, by the field names of its header row. */
const CSV_TITLES = {
  name: roleTexts.name,
  sequence: roleTexts.sequence,
  status: roleTexts.status,
  memo: roleTexts.memo,
  createdAt: roleTexts.createdAt,
};

/**
 * The role management page: keyword and status filters, the sortable paged table, and the role
 * editor with its grants tree. The menu tree is fetched only by users who may add or edit roles.
 * Roles the server would refuse to change (the administrator role for anyone but root, roles
 * granting what the user does not hold) are read-only, and only held grants can be ticked.
 */
export function RoleManagement() {
  const page = useCrudPage({
    slice: rolesSlice,
    selectState: selectRoleList,
    permissions: { edit: 'SystemRole.edit', remove: 'SystemRole.delete' },
    url: rolesUrl,
  });
  const menus = useOptions(menuTree, selectGrantableMenus, usePermission(['SystemRole.add', 'SystemRole.edit']));
  const { holdings, filter } = page;
  const t = roleTexts;
  return (
    <CrudListView
      page={page}
      texts={t}
      addPermission="SystemRole.add"
      csvExport={{
        permission: 'SystemRole.export',
        path: '/roles/export',
        titles: CSV_TITLES,
        cells: ENABLEMENT_CELLS,
        fileName: 'roles',
      }}
      filters={<StatusFilter value={page.list.state.query.status} onChange={(status) => filter({ status })} />}
      columns={roleColumns(page.handlers, (role) => roleIsReadOnly(holdings, role))}
      confirmDelete={(role) => format(t.confirmDelete, { name: role.name })}
    >
      <RoleFormDialog {...page.dialog} menus={menus} onReloadMenus={menus.reload} holdings={holdings} />
    </CrudListView>
  );
}
