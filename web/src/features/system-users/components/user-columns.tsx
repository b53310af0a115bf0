import type { Column } from '@/components/data-table/column';
import {
  type RecordColumnHandlers,
  type RecordTable,
  createdAtColumn,
  recordColumns,
  statusColumn,
} from '@/features/crud';
import { TagList } from '@/components/crud/tag-list';
import { systemUsers } from '@/i18n/page-messages';
import type { SystemUser, UserSortField } from '@/features/system-users/api';
import type { UserRights } from '@/features/system-users/user-rights';

const userTexts = systemUsers;

/**
 * The user table's columns; user name, real name, status and creation time sort on the server.
 * `rightsOf` tells which rows' controls the server would refuse, which are left out.
 */
export function userColumns(
  handlers: RecordColumnHandlers<SystemUser>,
  rightsOf: (user: SystemUser) => UserRights,
): Column<SystemUser, UserSortField>[] {
  const t = userTexts;
  const table: RecordTable<SystemUser> = {
    texts: t,
    rightsOf,
  };
  return recordColumns(handlers, table, [
    { id: 'userName', header: t.userName, sortField: 'userName', cell: (user) => <strong>{user.userName}</strong> },
    { id: 'realName', header: t.realName, sortField: 'realName', cell: (user) => user.realName },
    {
      id: 'roles',
      header: t.roles,
      cell: (user) => (
        <TagList
          items={user.roles}
          emptyText={t.noRoles}
          itemKey={(role) => role.id}
          render={(role) => role.name}
          tagProps={{ intent: 'primary' }}
        />
      ),
    },
    { id: 'email', header: t.email, cell: (user) => user.email || '—' },
    { id: 'phone', header: t.phone, cell: (user) => user.phone || '—' },
    statusColumn(handlers, table),
    createdAtColumn(t.createdAt),
  ]);
}
