import type { Column } from '@/components/data-table/column';
import { TagList } from '@/components/crud/tag-list';
import { systemResources as t } from '@/i18n/page-messages';
import type { ResourceSortField, SystemResource } from '@/features/system-resources/api';
import { MethodTag } from './method-tag';

/** A resource's name in messages: `GET /api/v1/users`. */
export const resourceLabel = (resource: SystemResource) => `${resource.method} ${resource.path}`;

/** The resource table's own columns (`recordColumns` adds the operations); method and path sort on the server. */
export const resourceColumns: Column<SystemResource, ResourceSortField>[] = [
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
    cell: ({ actions }) => (
      <TagList
        tags={actions.map(({ menuId, routeName, code }) => ({
          key: `${menuId}.${code}`,
          text: `${routeName}.${code}`,
        }))}
        emptyText={t.noActions}
        tagProps={{ round: true }}
      />
    ),
  },
];
