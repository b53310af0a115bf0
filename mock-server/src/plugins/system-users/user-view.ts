import type { components } from '../../../../shared/contract/schema';
import type { Store } from '../../data/store';
import type { UserRecord } from '../../data/types';

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
    createdAt: user.createdAt,
  };
}
