import { CrudListView, ENABLEMENT_CELLS, enablementColumns, useCrudPage, useOptions } from '@/features/crud';
import * as pageTexts from '@/i18n/page-messages';
import { usePermission } from '@/features/permission';
import { selectRoleOptions, userList } from '@/features/system-users/selectors';
import { roleOptions } from '@/features/system-users/slice';
import { userRights } from '@/features/system-users/user-rights';
import { userColumns } from './user-columns';
import { UserFilters } from './user-filters';
import { UserFormDialog } from './user-form-dialog';

const t = pageTexts.systemUsers;

/** The export's columns, by the field names of its header row. */
const CSV_FIELDS = ['userName', 'realName', 'roles', 'email', 'phone', 'status', 'createdAt'] as const;

/**
 * The user management page: filters, the sortable paged table, and the create, edit and delete
 * dialogs. Buttons follow the user's `SystemUser.*` permissions and the privilege rules (no
 * controls on rows the server would refuse to change); the roles are only fetched by users
 * allowed to read them, so a read-only user never provokes a refused request.
 */
export function UserManagement() {
  const page = useCrudPage({ list: userList, route: 'SystemUser', label: (user) => user.userName });
  const canReadRoles = usePermission(['SystemRole.query', 'SystemUser.add', 'SystemUser.edit']);
  const roles = useOptions(roleOptions, selectRoleOptions, canReadRoles);
  const { holdings } = page;
  return (
    <CrudListView
      page={page}
      texts={t}
      csvExport={{ path: '/users/export', fields: CSV_FIELDS, cells: ENABLEMENT_CELLS, fileName: 'users' }}
      filters={
        <UserFilters query={page.list.state.query} roles={canReadRoles ? roles.items : null} onChange={page.filter} />
      }
      columns={enablementColumns(
        page.handlers,
        { texts: t, rightsOf: (user) => userRights(holdings, user, roles.items) },
        userColumns,
      )}
    >
      <UserFormDialog {...page.dialog} roles={roles} holdings={holdings} />
    </CrudListView>
  );
}
