import Boom from '@hapi/boom';
import { ROOT_USER_ID } from '../../data/access';
import type { Store } from '../../data/store';
import type { RecordStatus } from '../../data/types';
import { fold } from '../system-shared/fields';
import { assertNoClash } from '../system-shared/record-routes';

/** Throws a 400 unless `userName` is free (case insensitive) for the user `selfId`. */
export function assertUserNameFree(store: Store, userName: string, selfId: string | null): void {
  const wanted = fold(userName);
  assertNoClash(store.users, selfId, (user) => fold(user.userName) === wanted, `userName "${userName}" is already taken`);
}

/** Throws a 400 naming the first of `roleIds` that is not a role. */
export function assertRolesExist(store: Store, roleIds: readonly string[]): void {
  const missing = roleIds.find((id) => !store.roles.get(id));
  if (missing !== undefined) throw Boom.badRequest(`role ${missing} does not exist`);
}

/** Throws a 400 when the change would disable root, the account that keeps the system reachable. */
export function assertNotDisablingRoot(userId: string, status: RecordStatus | undefined): void {
  if (userId === ROOT_USER_ID && status === 'disabled') throw Boom.badRequest('root cannot be disabled');
}
