import { Classes, Tag } from '@blueprintjs/core';
import type { Column } from '../../../components/data-table/column';
import { RowActions } from '../../../components/crud/row-actions';
import type { ResourceSortField, SystemResource } from '../api';
import { resourceTexts } from '../texts';
import { MethodTag } from './method-tag';

/** What the resource table's cells call back. */
export interface ResourceColumnHandlers {
  /** Whether the user may edit or delete at all; without, the operations column is left out. */
  withOperations: boolean;
  onEdit: (resource: SystemResource) => void;
  onDelete: (resource: SystemResource) => void;
}

/** A resource's name in messages: `GET /api/v1/users`. */
export const resourceLabel = (resource: SystemResource) => `${resource.method} ${resource.path}`;

/** The resource table's columns; method and path sort on the server. */
export function resourceColumns({ withOperations, onEdit, onDelete }: ResourceColumnHandlers): Column<SystemResource, ResourceSortField>[] {
  const t = resourceTexts;
  const columns: Column<SystemResource, ResourceSortField>[] = [
    { id: 'method', header: t.method, sortField: 'method', width: 110, cell: (resource) => <MethodTag method={resource.method} /> },
    { id: 'path', header: t.path, sortField: 'path', cell: (resource) => <code className="app-nowrap">{resource.path}</code> },
    { id: 'memo', header: t.memo, cell: (resource) => <span className="app-nowrap">{resource.memo || '—'}</span> },
    {
      id: 'actions',
      header: t.actions,
      cell: (resource) =>
        resource.actions.length === 0 ? (
          <span className={Classes.TEXT_MUTED}>{t.noActions}</span>
        ) : (
          <span className="app-tag-list">
            {resource.actions.map((action) => (
              <Tag key={`${action.menuId}.${action.code}`} minimal round>
                {action.routeName}.{action.code}
              </Tag>
            ))}
          </span>
        ),
    },
    {
      id: 'operations',
      header: t.operations,
      width: 150,
      cell: (resource) => (
        <RowActions
          label={resourceLabel(resource)}
          editPermission="SystemResource.edit"
          deletePermission="SystemResource.delete"
          onEdit={() => onEdit(resource)}
          onDelete={() => onDelete(resource)}
        />
      ),
    },
  ];
  return withOperations ? columns : columns.filter((column) => column.id !== 'operations');
}
