import { Button, HTMLSelect } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ConfirmAlert } from '../../../components/crud/confirm-alert';
import { ListLayout } from '../../../components/crud/list-layout';
import { sortFromQuery, sortToQuery } from '../../../components/crud/query-sort';
import { SearchField } from '../../../components/crud/search-field';
import { crudTexts } from '../../../components/crud/texts';
import { useCrudList } from '../../../components/crud/use-crud-list';
import { useRecordDialogs } from '../../../components/crud/use-record-dialogs';
import { DataTable } from '../../../components/data-table/data-table';
import { Pagination } from '../../../components/data-table/pagination';
import { format } from '../../../i18n';
import { Permission, usePermission } from '../../permission';
import type { SystemRole } from '../api';
import { selectGrantableMenus, selectRoleList } from '../selectors';
import { menuTree, rolesSlice } from '../slice';
import { roleTexts } from '../texts';
import { RoleFormDialog } from './role-form-dialog';
import { roleColumns } from './role-columns';

/**
 * The role management page: keyword and status filters, the sortable paged table, and the role
 * editor with its grants tree. The menu tree is fetched only by users who may add or edit roles.
 */
export function RoleManagement() {
  const dispatch = useAppDispatch();
  const list = useCrudList(rolesSlice, selectRoleList);
  const menus = useAppSelector(selectGrantableMenus);
  const canEdit = usePermission(['SystemRole.add', 'SystemRole.edit']);
  const withOperations = usePermission(['SystemRole.edit', 'SystemRole.delete']);
  const dialogs = useRecordDialogs<SystemRole>(list.state.submitStatus, list.resetSubmit);
  const { query, items, total, loadStatus, loadError, submitStatus, submitError, pendingIds } = list.state;
  const loadMenus = () => dispatch(menuTree.actions.requested());

  useEffect(() => {
    if (canEdit) dispatch(menuTree.actions.requested());
  }, [canEdit, dispatch]);

  const t = roleTexts;
  const apply = (change: Parameters<typeof list.load>[0]) => list.load({ ...change, current: 1 });
  return (
    <ListLayout
      title={t.title}
      actions={
        <>
          <Button icon="refresh" variant="minimal" aria-label={crudTexts.refresh} onClick={() => list.load()} />
          <Permission value="SystemRole.add">
            <Button icon="plus" intent="primary" onClick={dialogs.openCreate}>
              {t.add}
            </Button>
          </Permission>
        </>
      }
      filters={
        <>
          <SearchField label={t.searchPlaceholder} placeholder={t.searchPlaceholder} value={query.queryValue ?? ''} onSearch={(v) => apply({ queryValue: v || undefined })} />
          <HTMLSelect
            aria-label={t.statusFilter}
            value={query.status ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              apply({ status: value === 'enabled' || value === 'disabled' ? value : undefined });
            }}
            options={[
              { value: '', label: t.allStatuses },
              { value: 'enabled', label: t.enabled },
              { value: 'disabled', label: t.disabled },
            ]}
          />
        </>
      }
    >
      <DataTable
        label={t.tableLabel}
        columns={roleColumns({
          withOperations,
          pendingIds,
          onEdit: dialogs.openEdit,
          onDelete: dialogs.askDelete,
          onStatusChange: (role, status) => list.setStatus(role.id, status),
        })}
        rows={items}
        rowKey={(role) => role.id}
        sort={sortFromQuery(query)}
        onSortChange={(sort) => apply(sortToQuery(sort))}
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
      <RoleFormDialog
        isOpen={dialogs.formOpen}
        role={dialogs.editing}
        menus={menus}
        onReloadMenus={loadMenus}
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
        {format(t.confirmDelete, { name: dialogs.deleting?.name ?? '' })}
      </ConfirmAlert>
    </ListLayout>
  );
}
