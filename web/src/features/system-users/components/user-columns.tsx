import type { Column } from '../../../components/data-table/column';
import { type RecordColumnHandlers, createdAtColumn, statusColumn, withOperationsColumn } from '../../crud';
import { TagList } from '../../../components/crud/tag-list';
import { messages } from '../../../i18n';
import type { SystemUser, UserSortField } from '../api';
import type { UserRights } from '../user-rights';

const userTexts = messages.systemUsers;

/**
 * The user table's columns; user name, real name, status and creation time sort on the server.
 * `rightsOf` tells which rows' controls the server would refuse, which are left out.
 */
export function userColumns(
  { withOperations, pendingIds, onEdit, onDelete, onStatusChange }: RecordColumnHandlers<SystemUser>,
  rightsOf: (user: SystemUser) => UserRights,
): Column<SystemUser, UserSortField>[] {
  const t = userTexts;
  const label = (user: SystemUser) => user.userName;
  return withOperationsColumn<SystemUser, UserSortField>(
    [
      { id: 'userName', header: t.userName, sortField: 'userName', cell: (user) => <strong>{user.userName}</strong> },
      { id: 'realName', header: t.realName, sortField: 'realName', cell: (user) => user.realName },
      {
        id: 'roles',
        header: t.roles,
        cell: (user) => <TagList items={user.roles} emptyText={t.noRoles} itemKey={(role) => role.id} render={(role) => role.name} tagProps={{ intent: 'primary' }} />,
      },
      { id: 'email', header: t.email, cell: (user) => user.email || '—' },
      { id: 'phone', header: t.phone, cell: (user) => user.phone || '—' },
      statusColumn({ header: t.status, label, permission: 'SystemUser.edit', pendingIds, isLocked: (user) => !rightsOf(user).status, onChange: onStatusChange }),
      createdAtColumn(t.createdAt),
    ],
    { header: t.operations, label, editPermission: 'SystemUser.edit', deletePermission: 'SystemUser.delete', withOperations, isUneditable: (user) => !rightsOf(user).edit, isUndeletable: (user) => !rightsOf(user).remove, onEdit, onDelete },
  );
}
