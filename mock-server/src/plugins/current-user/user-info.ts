import type { components } from '../../../../shared/contract/schema';
import type { Store } from '../../data/store';
import type { UserRecord } from '../../data/types';

type UserInfo = components['schemas']['UserInfo'];

/**
 * The contract's view of a user: no password hash, status or role ids; empty email/phone left out.
 * Built field by field rather than with spreads: `GET /pub/current/user` builds one per request.
 */
export function toUserInfo(store: Store, user: Readonly<UserRecord>): UserInfo {
  const roles: UserInfo['roles'] = [];
  for (const id of user.roleIds) {
    const role = store.roles.get(id);
    if (role) roles.push({ id: role.id, name: role.name });
  }
  const info: UserInfo = { userId: user.id, userName: user.userName, realName: user.realName, avatar: user.avatar, roles };
  if (user.email) info.email = user.email;
  if (user.phone) info.phone = user.phone;
  return info;
}
