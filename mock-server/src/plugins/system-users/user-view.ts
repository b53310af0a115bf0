import type { components } from '../../../../shared/contract/schema';
import type { Store } from '../../data/store';
import type { UserRecord } from '../../data/types';
import type { CsvExport } from '../system-shared/csv-export';

type SystemUser = components['schemas']['SystemUser'];

/** The contract's view of a user: no password hash or avatar; role names beside the ids. */
export function toSystemUser(store: Store, user: Readonly<UserRecord>): SystemUser {
  return {
    id: user.id,
    userName: user.userName,
    realName: user.realName,
    email: user.email,
    phone: user.phone,
    status: user.status,
    roleIds: [...user.roleIds],
    roles: user.roleIds.flatMap((id) => {
      const role = store.roles.get(id);
      return role ? [{ id: role.id, name: role.name }] : [];
    }),
    builtIn: user.builtIn,
    createdAt: user.createdAt,
  };
}

/** The users' CSV export (`exportUsers` in the contract): the columns of the user table. */
export const USER_CSV: CsvExport<SystemUser> = {
  fileName: 'users.csv',
  list: 'users',
  columns: {
    userName: (user) => user.userName,
    realName: (user) => user.realName,
    roles: (user) => user.roles.map((role) => role.name).join('; '),
    email: (user) => user.email,
    phone: (user) => user.phone,
    status: (user) => user.status,
    createdAt: (user) => user.createdAt,
  },
};
