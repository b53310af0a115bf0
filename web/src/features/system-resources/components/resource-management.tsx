import { HTMLSelect } from '@blueprintjs/core';
import { CrudListView } from '../../crud';
import { recordDialogProps } from '../../../components/crud/record-dialog-props';
import { SearchField } from '../../../components/crud/search-field';
import { useHoldings } from '../../crud';
import { useCrudList } from '../../../components/crud/use-crud-list';
import { useRecordDialogs } from '../../../components/crud/use-record-dialogs';
import { format, messages } from '../../../i18n';
import { usePermission } from '../../permission';
import { HTTP_METHODS, type ResourceQuery, type SystemResource, isHttpMethod } from '../api';
import { selectResourceList } from '../selectors';
import { mayChangeResource } from '../resource-privileges';
import { resourcesSlice } from '../slice';
import { resourceColumns, resourceLabel } from './resource-columns';
import { ResourceFormDialog } from './resource-form-dialog';

const resourceTexts = messages.systemResources;

/**
 * The API resource page: keyword and method filters, the sortable paged table and its dialogs.
 * What the privilege rules refuse (`resource-privileges`) has no control.
 */
export function ResourceManagement() {
  const list = useCrudList(resourcesSlice, selectResourceList);
  const withOperations = usePermission(['SystemResource.edit', 'SystemResource.delete']);
  const dialogs = useRecordDialogs<SystemResource>(list.state.submitStatus, list.resetSubmit);
  const holdings = useHoldings();
  const { query } = list.state;
  const apply = (change: Partial<ResourceQuery>) => list.load({ ...change, current: 1 });
  const t = resourceTexts;
  return (
    <CrudListView
      texts={t}
      addPermission="SystemResource.add"
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
      columns={resourceColumns({ withOperations, onEdit: dialogs.openEdit, onDelete: dialogs.askDelete }, (resource) => !mayChangeResource(holdings, resource))}
      list={list}
      dialogs={dialogs}
      confirmDelete={(resource) => format(t.confirmDelete, { name: resourceLabel(resource) })}
    >
      <ResourceFormDialog {...recordDialogProps(list, dialogs)} holdings={holdings} />
    </CrudListView>
  );
}
