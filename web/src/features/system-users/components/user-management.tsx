import { Button } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ConfirmAlert } from '../../../components/crud/confirm-alert';
import { ListLayout } from '../../../components/crud/list-layout';
import { sortFromQuery, sortToQuery } from '../../../components/crud/query-sort';
import { crudTexts } from '../../../components/crud/texts';
import { useCrudList } from '../../../components/crud/use-crud-list';
import { useRecordDialogs } from '../../../components/crud/use-record-dialogs';
import { DataTable } from '../../../components/data-table/data-table';
import { Pagination } from '../../../components/data-table/pagination';
import { format } from '../../../i18n';
import { Permission, usePermission } from '../../permission';
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
  const { query, items, total, loadStatus, loadError, submitStatus, submitError, pendingIds } = list.state;

  useEffect(() => {
    if (canReadRoles) dispatch(roleOptions.actions.requested());
  }, [canReadRoles, dispatch]);

  const t = userTexts;
  const columns = userColumns({
    withOperations,
    pendingIds,
    onEdit: dialogs.openEdit,
    onDelete: dialogs.askDelete,
    onStatusChange: (user, status) => list.setStatus(user.id, status),
  });
  return (
    <ListLayout
      title={t.title}
      actions={
        <>
          <Button icon="refresh" variant="minimal" aria-label={crudTexts.refresh} onClick={() => list.load()} />
          <Permission value="SystemUser.add">
            <Button icon="plus" intent="primary" onClick={dialogs.openCreate}>
              {t.add}
            </Button>
          </Permission>
        </>
      }
      filters={<UserFilters query={query} roles={canReadRoles ? roles.items : null} onChange={list.load} />}
    >
      <DataTable
        label={t.tableLabel}
        columns={columns}
        rows={items}
        rowKey={(user) => user.id}
        sort={sortFromQuery(query)}
        onSortChange={(sort) => list.load({ ...sortToQuery(sort), current: 1 })}
        status={loadStatus}
        error={loadError}
        onRetry={() => list.load()}
        emptyTitle={t.empty}
      />
      <Pagination
        current={query.current ?? 1}
        pageSize={query.pageSize ?? 10}
        total={total}
        disabled={loadStatus === 'loading'}
        onChange={(current, pageSize) => list.load({ current, pageSize })}
      />
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
      <ConfirmAlert
        isOpen={dialogs.deleting !== null}
        loading={submitStatus === 'submitting'}
        onConfirm={() => dialogs.deleting && list.remove(dialogs.deleting.id)}
        onCancel={dialogs.close}
      >
        {format(t.confirmDelete, { name: dialogs.deleting?.userName ?? '' })}
      </ConfirmAlert>
    </ListLayout>
  );
}
