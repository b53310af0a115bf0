import { CrudListView, ENABLEMENT_CELLS, useCrudPage, useOptions } from '@/features/crud';
import { format } from '@/i18n';
import * as pageTexts from '@/i18n/page-messages';
import { usePermission } from '@/features/permission';
import { selectRoleOptions, selectUserList } from '@/features/system-users/selectors';
import { roleOptions, usersSlice, usersUrl } from '@/features/system-users/slice';
import { userRights } from '@/features/system-users/user-rights';
import { userColumns } from './user-columns';
import { UserFilters } from './user-filters';
import { UserFormDialog } from './user-form-dialog';

const userTexts = pageTexts.systemUsers;
/** The export's column titles, by the field names of its header row. */
const CSV_TITLES = {
  userName: userTexts.userName,
  realName: userTexts.realName,
  roles: userTexts.roles,
  email: userTexts.email,
  phone: userTexts.phone,
  status: userTexts.status,
  createdAt: userTexts.createdAt,
};

/**
 * The user management page: filters, the sortable paged table, and the create, edit and delete
 * dialogs. Buttons follow the user's `SystemUser.*` permissions and the privilege rules (no
 * controls on rows the server would refuse to change); the roles are only fetched by users
 * allowed to read them, so a read-only user never provokes a refused request.
 */
export function UserManagement() {
  const page = useCrudPage({
    slice: usersSlice,
    selectState: selectUserList,
    permissions: { edit: 'SystemUser.edit', remove: 'SystemUser.delete' },
    url: usersUrl,
  });
  const canReadRoles = usePermission(['SystemRole.query', 'SystemUser.add', 'SystemUser.edit']);
  const roles = useOptions(roleOptions, selectRoleOptions, canReadRoles);
  const { holdings } = page;
  const t = userTexts;
  return (
    <CrudListView
      page={page}
      texts={t}
      addPermission="SystemUser.add"
      csvExport={{
        permission: 'SystemUser.export',
        path: '/users/export',
        titles: CSV_TITLES,
        cells: ENABLEMENT_CELLS,
        fileName: 'users',
      }}
      filters={
        <UserFilters query={page.list.state.query} roles={canReadRoles ? roles.items : null} onChange={page.filter} />
      }
      columns={userColumns(page.handlers, (user) => userRights(holdings, user, roles.items))}
      confirmDelete={(user) => format(t.confirmDelete, { name: user.userName })}
    >
      <UserFormDialog {...page.dialog} roles={roles} holdings={holdings} />
    </CrudListView>
  );
}
