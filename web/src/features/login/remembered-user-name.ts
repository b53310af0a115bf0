/** The user name of the last sign-in in this browser, when the user asked to be remembered (never the password). */
import { getItem, removeItem, setItem } from '@/lib/storage';

/** Storage key of the remembered user name. */
export const USER_NAME_STORAGE_KEY = 'admin-user-name';

/** The remembered user name, or `''`. */
export function readRememberedUserName(): string {
  const stored = getItem(USER_NAME_STORAGE_KEY);
  return typeof stored === 'string' ? stored : '';
}

/** Remembers `userName`, or forgets the remembered one when it is `null`. */
export function rememberUserName(userName: string | null): void {
  if (userName === null) removeItem(USER_NAME_STORAGE_KEY);
  else setItem(USER_NAME_STORAGE_KEY, userName);
}
