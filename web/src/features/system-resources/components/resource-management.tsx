import { Button, HTMLSelect } from '@blueprintjs/core';
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
import { HTTP_METHODS, type SystemResource, isHttpMethod } from '../api';
import { selectResourceList } from '../selectors';
import { resourcesSlice } from '../slice';
import { resourceTexts } from '../texts';
import { resourceColumns, resourceLabel } from './resource-columns';
import { ResourceFormDialog } from './resource-form-dialog';

/** The API resource page: keyword and method filters, the sortable paged table and its dialogs. */
export function ResourceManagement() {
  const list = useCrudList(resourcesSlice, selectResourceList);
  const withOperations = usePermission(['SystemResource.edit', 'SystemResource.delete']);
  const dialogs = useRecordDialogs<SystemResource>(list.state.submitStatus, list.resetSubmit);
  const { query, items, total, loadStatus, loadError, submitStatus, submitError } = list.state;
  const apply = (change: Parameters<typeof list.load>[0]) => list.load({ ...change, current: 1 });
  const t = resourceTexts;
  return (
    <ListLayout
      title={t.title}
      actions={
        <>
          <Button icon="refresh" variant="minimal" aria-label={crudTexts.refresh} onClick={() => list.load()} />
          <Permission value="SystemResource.add">
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
            aria-label={t.methodFilter}
            value={query.method ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              apply({ method: isHttpMethod(value) ? value : undefined });
            }}
            options={[{ value: '', label: t.allMethods }, ...HTTP_METHODS.map((method) => ({ value: method, label: method }))]}
          />
        </>
      }
    >
      <DataTable
        label={t.tableLabel}
        columns={resourceColumns({ withOperations, onEdit: dialogs.openEdit, onDelete: dialogs.askDelete })}
        rows={items}
        rowKey={(resource) => resource.id}
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
      <ResourceFormDialog
        isOpen={dialogs.formOpen}
        resource={dialogs.editing}
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
        {format(t.confirmDelete, { name: dialogs.deleting ? resourceLabel(dialogs.deleting) : '' })}
      </ConfirmAlert>
    </ListLayout>
  );
}
