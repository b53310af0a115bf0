import type { components } from '../../../../shared/contract/schema';
import type { Store } from '../../data/store';
import type { UserRecord } from '../../data/types';

type UserInfo = components['schemas']['UserInfo'];

/**
 * The contract's view of a user: no password hash, status or role ids; empty email/phone left out;
 * `watermark` when any enabled role of theirs asks for one.
 * Built field by field rather than with spreads: `GET /pub/current/user` builds one per request.
 */
export function toUserInfo(store: Store, user: Readonly<UserRecord>): UserInfo {
  const roles: UserInfo['roles'] = [];
  let watermark = false;
  for (const id of user.roleIds) {
    const role = store.roles.get(id);
    if (!role) continue;
    roles.push({ id: role.id, name: role.name });
    // A disabled role grants nothing, its watermark included.
    if (role.status === 'enabled' && role.watermark) watermark = true;
  }
  const info: UserInfo = {
    userId: user.id,
    userName: user.userName,
    realName: user.realName,
    avatar: user.avatar,
    builtIn: user.builtIn,
    roles,
    watermark,
  };
  if (user.email) info.email = user.email;
  if (user.phone) info.phone = user.phone;
  return info;
}

/**
 * `GET /pub/current/user`'s body as UTF-8 JSON bytes, made once per user record and kept until the
 * store changes: serializing it on every request (a two-byte string, with its Chinese name, then
 * encoded) cost more than the rest of the handler. A body is reused only for the very
 * record it was made from (records are replaced on change, never edited), so a request that read
 * the user before a change and answers after it cannot leave its older body behind.
 */
export class UserInfoBodies {
  private readonly bodies = new Map<string, { user: Readonly<UserRecord>; body: Buffer }>();

  constructor(private readonly store: Store) {
    // Any change may rename one of the user's roles; changes are rare beside reads.
    store.onChange(() => this.bodies.clear());
  }

  /** The JSON of {@link toUserInfo} for `user`. */
  of(user: Readonly<UserRecord>): Buffer {
    const kept = this.bodies.get(user.id);
    if (kept?.user === user) return kept.body;
    const body = Buffer.from(JSON.stringify(toUserInfo(this.store, user)));
    this.bodies.set(user.id, { user, body });
    return body;
  }
}
