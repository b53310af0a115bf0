import type { Column } from '@/components/data-table/column';
import { TagList } from '@/components/crud/tag-list';
import { systemUsers as t } from '@/i18n/page-messages';
import type { SystemUser, UserSortField } from '@/features/system-users/api';

/** The user table's own columns (`enablementColumns` adds status, creation time and operations); user and real name sort on the server. */
export const userColumns: Column<SystemUser, UserSortField>[] = [
  { id: 'userName', header: t.userName, sortField: 'userName', cell: (user) => <strong>{user.userName}</strong> },
  { id: 'realName', header: t.realName, sortField: 'realName', cell: (user) => user.realName },
  {
    id: 'roles',
    header: t.roles,
    cell: (user) => (
      <TagList
        tags={user.roles.map((role) => ({ key: role.id, text: role.name }))}
        emptyText={t.noRoles}
        tagProps={{ intent: 'primary' }}
      />
    ),
  },
  { id: 'email', header: t.email, cell: (user) => user.email || '—' },
  { id: 'phone', header: t.phone, cell: (user) => user.phone || '—' },
];
