import type { Store } from '../../data/store';
import { foldName } from '../system-shared/fields';
import { assertValueFree } from '../system-shared/record-routes';
import { refusal } from '../../errors';

/** Throws a 400 unless `userName` is free (case insensitive, after `nameKey`) for the user `selfId`. */
export function assertUserNameFree(store: Store, userName: string, selfId: string | null): void {
  const taken = { reason: 'duplicate_user_name', label: 'userName' } as const;
  assertValueFree(store.users, selfId, (user) => user.userName, userName, taken, foldName);
}

/** Throws a 400 naming the first of `roleIds` that is not a role. */
export function assertRolesExist(store: Store, roleIds: readonly string[]): void {
  const missing = roleIds.find((id) => !store.roles.get(id));
  if (missing !== undefined) throw refusal(400, 'unknown_role', `role ${missing} does not exist`);
}
