import { HTMLSelect } from '@blueprintjs/core';
import { format } from '@/i18n';
import * as pageTexts from '@/i18n/page-messages';
import { CrudListView, useCrudPage } from '@/features/crud';
import { HTTP_METHODS, isHttpMethod } from '@/features/system-resources/api';
import { mayChangeResource } from '@/features/system-resources/resource-privileges';
import { selectResourceList } from '@/features/system-resources/selectors';
import { resourcesSlice, resourcesUrl } from '@/features/system-resources/slice';
import { resourceColumns, resourceLabel } from './resource-columns';
import { ResourceFormDialog } from './resource-form-dialog';

const resourceTexts = pageTexts.systemResources;
/** The export's column titles, by the field names of its header row. */
const CSV_TITLES = {
  method: resourceTexts.method,
  path: resourceTexts.path,
  memo: resourceTexts.memo,
  actions: resourceTexts.actions,
};

/**
 * The API resource page: keyword and method filters, the sortable paged table and its dialogs.
 * What the privilege rules refuse (`resource-privileges`) has no control.
 */
export function ResourceManagement() {
  const page = useCrudPage({
    slice: resourcesSlice,
    selectState: selectResourceList,
    permissions: { edit: 'SystemResource.edit', remove: 'SystemResource.delete' },
    url: resourcesUrl,
  });
  const { holdings, filter } = page;
  const { query } = page.list.state;
  const t = resourceTexts;
  return (
    <CrudListView
      page={page}
      texts={t}
      addPermission="SystemResource.add"
      csvExport={{
        permission: 'SystemResource.export',
        path: '/resources/export',
        titles: CSV_TITLES,
        fileName: 'resources',
      }}
      filters={
        <HTMLSelect
          aria-label={t.methodFilter}
          value={query.method ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            filter({ method: isHttpMethod(value) ? value : undefined });
          }}
          options={[
            { value: '', label: t.allMethods },
            ...HTTP_METHODS.map((method) => ({ value: method, label: method })),
          ]}
        />
      }
      columns={resourceColumns(page.handlers, (resource) => !mayChangeResource(holdings, resource))}
      confirmDelete={(resource) => format(t.confirmDelete, { name: resourceLabel(resource) })}
    >
      <ResourceFormDialog {...page.dialog} holdings={holdings} />
    </CrudListView>
  );
}
