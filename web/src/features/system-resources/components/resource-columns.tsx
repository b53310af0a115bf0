import type { Column } from '@/components/data-table/column';
import { ALL_RIGHTS, NO_RIGHTS, type RecordColumnHandlers, type RecordTable, recordColumns } from '@/features/crud';
import { TagList } from '@/components/crud/tag-list';
import { systemResources } from '@/i18n/page-messages';
import type { ResourceSortField, SystemResource } from '@/features/system-resources/api';
import { MethodTag } from './method-tag';

const resourceTexts = systemResources;

/** A resource's name in messages: `GET /api/v1/users`. */
export const resourceLabel = (resource: SystemResource) => `${resource.method} ${resource.path}`;

/**
 * The resource table's columns; method and path sort on the server (resources have no status).
 * `isLocked` answers true for rows without edit or delete (the server refuses them).
 */
export function resourceColumns(
  handlers: Omit<RecordColumnHandlers<SystemResource>, 'pendingIds' | 'onStatusChange'>,
  isLocked: (resource: SystemResource) => boolean,
): Column<SystemResource, ResourceSortField>[] {
  const t = resourceTexts;
  const table: RecordTable<SystemResource> = {
    texts: t,
    rightsOf: (resource) => (isLocked(resource) ? NO_RIGHTS : ALL_RIGHTS),
  };
  return recordColumns(handlers, table, [
    {
      id: 'method',
      header: t.method,
      sortField: 'method',
      width: 110,
      cell: (resource) => <MethodTag method={resource.method} />,
    },
    {
      id: 'path',
      header: t.path,
      sortField: 'path',
      cell: (resource) => <code className="app-nowrap">{resource.path}</code>,
    },
    { id: 'memo', header: t.memo, cell: (resource) => <span className="app-nowrap">{resource.memo || '—'}</span> },
    {
      id: 'actions',
      header: t.actions,
      cell: (resource) => (
        <TagList
          items={resource.actions}
          emptyText={t.noActions}
          itemKey={(action) => `${action.menuId}.${action.code}`}
          render={(action) => `${action.routeName}.${action.code}`}
          tagProps={{ round: true }}
        />
      ),
    },
  ]);
}
