import { Classes, Tag } from '@blueprintjs/core';
import type { Column } from '../../../components/data-table/column';
import { RowActions } from '../../../components/crud/row-actions';
import { type Enablement, StatusSwitch } from '../../../components/crud/status-switch';
import { formatDate } from '../../../lib/format-date';
import type { SystemUser, UserSortField } from '../api';
import { userTexts } from '../texts';

/** What the user table's cells call back. */
export interface UserColumnHandlers {
  /** Whether the user may edit or delete at all; without, the operations column is left out. */
  withOperations: boolean;
  pendingIds: readonly string[];
  onEdit: (user: SystemUser) => void;
  onDelete: (user: SystemUser) => void;
  onStatusChange: (user: SystemUser, status: Enablement) => void;
}

/** The user table's columns; user name, real name, status and creation time sort on the server. */
export function userColumns({ withOperations, pendingIds, onEdit, onDelete, onStatusChange }: UserColumnHandlers): Column<SystemUser, UserSortField>[] {
  const t = userTexts;
  const columns: Column<SystemUser, UserSortField>[] = [
    { id: 'userName', header: t.userName, sortField: 'userName', cell: (user) => <strong>{user.userName}</strong> },
    { id: 'realName', header: t.realName, sortField: 'realName', cell: (user) => user.realName },
    {
      id: 'roles',
      header: t.roles,
      cell: (user) =>
        user.roles.length === 0 ? (
          <span className={Classes.TEXT_MUTED}>{t.noRoles}</span>
        ) : (
          <span className="app-tag-list">
            {user.roles.map((role) => (
              <Tag key={role.id} minimal intent="primary">
                {role.name}
              </Tag>
            ))}
          </span>
        ),
    },
    { id: 'email', header: t.email, cell: (user) => user.email || '—' },
    { id: 'phone', header: t.phone, cell: (user) => user.phone || '—' },
    {
      id: 'status',
      header: t.status,
      sortField: 'status',
      width: 96,
      cell: (user) => (
        <StatusSwitch
          label={user.userName}
          status={user.status}
          permission="SystemUser.edit"
          pending={pendingIds.includes(user.id)}
          onChange={(status) => onStatusChange(user, status)}
        />
      ),
    },
    { id: 'createdAt', header: t.createdAt, sortField: 'createdAt', cell: (user) => formatDate(user.createdAt) },
    {
      id: 'operations',
      header: t.operations,
      width: 150,
      cell: (user) => (
        <RowActions
          label={user.userName}
          editPermission="SystemUser.edit"
          deletePermission="SystemUser.delete"
          onEdit={() => onEdit(user)}
          onDelete={() => onDelete(user)}
        />
      ),
    },
  ];
  return withOperations ? columns : columns.filter((column) => column.id !== 'operations');
}
