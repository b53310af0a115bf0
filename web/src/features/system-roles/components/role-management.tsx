import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { CrudListView } from '../../crud';
import { recordColumnHandlers } from '../../crud';
import { recordDialogProps } from '../../../components/crud/record-dialog-props';
import { SearchField } from '../../../components/crud/search-field';
import { StatusFilter } from '../../../components/crud/status-filter';
import { useCrudList } from '../../../components/crud/use-crud-list';
import { useHoldings } from '../../crud';
import { useRecordDialogs } from '../../../components/crud/use-record-dialogs';
import { format, messages } from '../../../i18n';
import { usePermission } from '../../permission';
import type { RoleQuery, SystemRole } from '../api';
import { selectGrantableMenus, selectRoleList } from '../selectors';
import { roleIsReadOnly } from '../role-rights';
import { menuTree, rolesSlice } from '../slice';
import { roleColumns } from './role-columns';
import { RoleFormDialog } from './role-form-dialog';

const roleTexts = messages.systemRoles;

/**
 * The role management page: keyword and status filters, the sortable paged table, and the role
 * editor with its grants tree. The menu tree is fetched only by users who may add or edit roles.
 * Roles the server would refuse to change (the administrator role for anyone but root, roles
 * granting what the user does not hold) are read-only, and only held grants can be ticked.
 */
export function RoleManagement() {
  const dispatch = useAppDispatch();
  const list = useCrudList(rolesSlice, selectRoleList);
  const menus = useAppSelector(selectGrantableMenus);
  const canEdit = usePermission(['SystemRole.add', 'SystemRole.edit']);
  const withOperations = usePermission(['SystemRole.edit', 'SystemRole.delete']);
  const dialogs = useRecordDialogs<SystemRole>(list.state.submitStatus, list.resetSubmit);
  const holdings = useHoldings();
  const { query } = list.state;

  useEffect(() => {
    if (canEdit) dispatch(menuTree.actions.requested());
  }, [canEdit, dispatch]);

  const t = roleTexts;
  const apply = (change: Partial<RoleQuery>) => list.load({ ...change, current: 1 });
  return (
    <CrudListView
      texts={t}
      addPermission="SystemRole.add"
      filters={
        <>
          <SearchField label={t.searchPlaceholder} placeholder={t.searchPlaceholder} value={query.queryValue ?? ''} onSearch={(v) => apply({ queryValue: v || undefined })} />
          <StatusFilter value={query.status} onChange={(status) => apply({ status })} />
        </>
      }
      columns={roleColumns(recordColumnHandlers(withOperations, list, dialogs), (role) => roleIsReadOnly(holdings, role))}
      list={list}
      dialogs={dialogs}
      confirmDelete={(role) => format(t.confirmDelete, { name: role.name })}
    >
      <RoleFormDialog {...recordDialogProps(list, dialogs)} menus={menus} onReloadMenus={() => dispatch(menuTree.actions.requested())} holdings={holdings} />
    </CrudListView>
  );
}
