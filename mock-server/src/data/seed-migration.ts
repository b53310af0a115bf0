import type { StoredData } from './data-shape';
import type { StoreData } from './types';

/**
 * The ids the default seed gave root and the administrator role when data files did not yet
 * record the built-in flag. They name those files' records, so they stay as they are whatever
 * ids the seed uses later; nothing else may recognise a built-in by id.
 */
const FLAGLESS_ROOT_USER_ID = 'u-root';
const FLAGLESS_ADMIN_ROLE_ID = 'r-admin';

/**
 * `data` brought up to date: `builtIn` on every user and role (a record that lacks it, from a file
 * written before the flag, is built-in when it has the seed's id of that time) and `watermark` on
 * every role (false when lacking, as a role of that time showed none); a record that has a flag keeps it.
 */
export function migrateStoredData(data: StoredData): StoreData {
  return {
    ...data,
    users: data.users.map((user) => ({ ...user, builtIn: user.builtIn ?? user.id === FLAGLESS_ROOT_USER_ID })),
    roles: data.roles.map((role) => ({
      ...role,
      builtIn: role.builtIn ?? role.id === FLAGLESS_ADMIN_ROLE_ID,
      watermark: role.watermark ?? false,
    })),
  };
}
