import { HTMLSelect } from '@blueprintjs/core';
import * as pageTexts from '@/i18n/page-messages';
import { ALL_RIGHTS, CrudListView, NO_RIGHTS, type Holdings, recordColumns, useCrudPage } from '@/features/crud';
import { HTTP_METHODS, isHttpMethod } from '@/features/system-resources/api';
import { mayChangeResource } from '@/features/system-resources/resource-privileges';
import { resourceList } from '@/features/system-resources/selectors';
import type { SystemResource } from '@/features/system-resources/api';
import { resourceColumns, resourceLabel } from './resource-columns';
import { ResourceFormDialog } from './resource-form-dialog';

const t = pageTexts.systemResources;

/** A resource is changed entirely or not at all (`resource-privileges`). */
const resourceRights = (holdings: Holdings, resource: SystemResource) =>
  mayChangeResource(holdings, resource) ? ALL_RIGHTS : NO_RIGHTS;

/**
 * The API resource page: keyword and method filters, the sortable paged table and its dialogs.
 * What the privilege rules refuse (`resource-privileges`) has no control.
 */
export function ResourceManagement() {
  const page = useCrudPage({ list: resourceList, route: 'SystemResource', label: resourceLabel });
  const { holdings, filter } = page;
  const { query } = page.list.state;
  return (
    <CrudListView
      page={page}
      texts={t}
      csvExport={{ path: '/resources/export', fields: ['method', 'path', 'memo', 'actions'], fileName: 'resources' }}
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
      columns={recordColumns(
        page.handlers,
        { texts: t, rightsOf: (resource) => resourceRights(holdings, resource) },
        resourceColumns,
      )}
    >
      <ResourceFormDialog {...page.dialog} holdings={holdings} />
    </CrudListView>
  );
}
