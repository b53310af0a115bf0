/**
 * What the lock keeps in this browser, shared by its tabs: the lock itself, bound to the session
 * token it locked (a new sign-in, whose token differs, is not locked), and when the user last
 * moved a pointer or pressed a key in any tab (an idle tab must not lock the one in use).
 */
import { getItem, removeItem, setItem } from '@/lib/storage';

/** The storage key of the lock: `{ token }` while locked, absent otherwise. */
export const LOCK_STORAGE_KEY = 'admin-screen-lock';

/** The storage key of the last activity in any tab, milliseconds since the epoch. */
export const ACTIVITY_STORAGE_KEY = 'admin-last-activity';

/** Whether the stored lock holds `token`'s session. */
export function lockedFor(token: string | null): boolean {
  const stored = getItem(LOCK_STORAGE_KEY);
  return (
    token !== null && typeof stored === 'object' && stored !== null && (stored as { token?: unknown }).token === token
  );
}

/** Locks `token`'s session in every tab, and in this one after a reload. */
export function storeLock(token: string): void {
  setItem(LOCK_STORAGE_KEY, { token });
}

/** Unlocks every tab. */
export function clearLock(): void {
  removeItem(LOCK_STORAGE_KEY);
}

/** When any tab last saw the user act, or 0. */
export function sharedActivity(): number {
  const stored = getItem(ACTIVITY_STORAGE_KEY);
  return typeof stored === 'number' && Number.isFinite(stored) ? stored : 0;
}

/** Tells the other tabs that the user acted at `at`. */
export function shareActivity(at: number): void {
  setItem(ACTIVITY_STORAGE_KEY, at);
}
