import type { components } from '../../../../shared/contract/schema';
import type { Store } from '../../data/store';
import type { UserRecord } from '../../data/types';

type UserInfo = components['schemas']['UserInfo'];

/** The contract's view of a user: no password hash, status or role ids; empty email/phone left out. */
export function toUserInfo(store: Store, user: Readonly<UserRecord>): UserInfo {
  const roles = user.roleIds.flatMap((id) => {
    const role = store.roles.get(id);
    return role ? [{ id: role.id, name: role.name }] : [];
  });
  return {
    userId: user.id,
    userName: user.userName,
    realName: user.realName,
    avatar: user.avatar,
    ...(user.email ? { email: user.email } : {}),
    ...(user.phone ? { phone: user.phone } : {}),
    roles,
  };
}
