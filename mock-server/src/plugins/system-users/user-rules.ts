import type { Store } from '../../data/store';
import { foldName } from '../system-shared/fields';
import { assertNoClash } from '../system-shared/record-routes';
import { refusal } from '../../errors';

/** Throws a 400 unless `userName` is free (case insensitive, after `nameKey`) for the user `selfId`. */
export function assertUserNameFree(store: Store, userName: string, selfId: string | null): void {
  const wanted = foldName(userName);
  assertNoClash(
    store.users,
    selfId,
    (user) => foldName(user.userName) === wanted,
    'duplicate_user_name',
    `userName "${userName}" is already taken`,
  );
}

/** Throws a 400 naming the first of `roleIds` that is not a role. */
export function assertRolesExist(store: Store, roleIds: readonly string[]): void {
  const missing = roleIds.find((id) => !store.roles.get(id));
  if (missing !== undefined) throw refusal(400, 'unknown_role', `role ${missing} does not exist`);
}
