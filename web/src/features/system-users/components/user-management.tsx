import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CrudListView } from '../../../components/crud/crud-list-view';
import { useCrudList } from '../../../components/crud/use-crud-list';
import { useRecordDialogs } from '../../../components/crud/use-record-dialogs';
import { format } from '../../../i18n';
import { usePermission } from '../../permission';
import type { SystemUser } from '../api';
import { selectRoleOptions, selectUserList } from '../selectors';
import { roleOptions, usersSlice } from '../slice';
import { userTexts } from '../texts';
import { userColumns } from './user-columns';
import { UserFilters } from './user-filters';
import { UserFormDialog } from './user-form-dialog';

/**
 * The user management page: filters, the sortable paged table, and the create, edit and delete
 * dialogs. Buttons follow the user's `SystemUser.*` permissions; the roles are only fetched by
 * users allowed to read them, so a read-only user never provokes a refused request.
 */
export function UserManagement() {
  const dispatch = useAppDispatch();
  const list = useCrudList(usersSlice, selectUserList);
  const roles = useAppSelector(selectRoleOptions);
  const canReadRoles = usePermission(['SystemRole.query', 'SystemUser.add', 'SystemUser.edit']);
  const withOperations = usePermission(['SystemUser.edit', 'SystemUser.delete']);
  const dialogs = useRecordDialogs<SystemUser>(list.state.submitStatus, list.resetSubmit);
  const { query, submitStatus, submitError, pendingIds } = list.state;

  useEffect(() => {
    if (canReadRoles) dispatch(roleOptions.actions.requested());
  }, [canReadRoles, dispatch]);

  const t = userTexts;
  return (
    <CrudListView
      title={t.title}
      tableLabel={t.tableLabel}
      emptyTitle={t.empty}
      addText={t.add}
      addPermission="SystemUser.add"
      filters={<UserFilters query={query} roles={canReadRoles ? roles.items : null} onChange={list.load} />}
      columns={userColumns({
        withOperations,
        pendingIds,
        onEdit: dialogs.openEdit,
        onDelete: dialogs.askDelete,
        onStatusChange: (user, status) => list.setStatus(user.id, status),
      })}
      list={list}
      dialogs={dialogs}
      confirmDelete={(user) => format(t.confirmDelete, { name: user.userName })}
    >
      <UserFormDialog
        isOpen={dialogs.formOpen}
        user={dialogs.editing}
        roles={roles}
        submitting={submitStatus === 'submitting'}
        error={submitStatus === 'failed' ? submitError : null}
        onCreate={list.create}
        onUpdate={list.update}
        onClose={dialogs.close}
      />
    </CrudListView>
  );
}
