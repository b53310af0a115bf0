import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { CrudListView } from '../../crud';
import { recordColumnHandlers } from '../../crud';
import { recordDialogProps } from '../../../components/crud/record-dialog-props';
import { useCrudList } from '../../../components/crud/use-crud-list';
import { useHoldings } from '../../crud';
import { useRecordDialogs } from '../../../components/crud/use-record-dialogs';
import { format, messages } from '../../../i18n';
import { usePermission } from '../../permission';
import type { SystemUser } from '../api';
import { selectRoleOptions, selectUserList } from '../selectors';
import { roleOptions, usersSlice } from '../slice';
import { userRights } from '../user-rights';
import { userColumns } from './user-columns';
import { UserFilters } from './user-filters';
import { UserFormDialog } from './user-form-dialog';

const userTexts = messages.systemUsers;

/**
 * The user management page: filters, the sortable paged table, and the create, edit and delete
 * dialogs. Buttons follow the user's `SystemUser.*` permissions and the privilege rules (no
 * controls on rows the server would refuse to change); the roles are only fetched by users
 * allowed to read them, so a read-only user never provokes a refused request.
 */
export function UserManagement() {
  const dispatch = useAppDispatch();
  const list = useCrudList(usersSlice, selectUserList);
  const roles = useAppSelector(selectRoleOptions);
  const canReadRoles = usePermission(['SystemRole.query', 'SystemUser.add', 'SystemUser.edit']);
  const withOperations = usePermission(['SystemUser.edit', 'SystemUser.delete']);
  const dialogs = useRecordDialogs<SystemUser>(list.state.submitStatus, list.resetSubmit);
  const holdings = useHoldings();
  const { query } = list.state;

  useEffect(() => {
    if (canReadRoles) dispatch(roleOptions.actions.requested());
  }, [canReadRoles, dispatch]);

  const t = userTexts;
  return (
    <CrudListView
      texts={t}
      addPermission="SystemUser.add"
      filters={<UserFilters query={query} roles={canReadRoles ? roles.items : null} onChange={list.load} />}
      columns={userColumns(recordColumnHandlers(withOperations, list, dialogs), (user) => userRights(holdings, user, roles.items))}
      list={list}
      dialogs={dialogs}
      confirmDelete={(user) => format(t.confirmDelete, { name: user.userName })}
    >
      <UserFormDialog {...recordDialogProps(list, dialogs)} roles={roles} holdings={holdings} />
    </CrudListView>
  );
}
