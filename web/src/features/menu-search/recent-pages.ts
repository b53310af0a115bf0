/** The pages a user opened last, remembered per user in this browser. */
import { getItem, setItem } from '@/lib/storage';

/** Storage key prefix; the user's id follows. */
export const RECENT_PAGES_KEY = 'admin-recent-pages:';

/** How many recent pages are remembered. */
export const MAX_RECENT_PAGES = 8;

/** The route names `userId` opened last, newest first; anything else stored there is ignored. */
export function readRecentPages(userId: string): string[] {
  const stored = getItem(RECENT_PAGES_KEY + userId);
  if (!Array.isArray(stored)) return [];
  return stored.filter((name): name is string => typeof name === 'string').slice(0, MAX_RECENT_PAGES);
}

/** Puts `name` first in `userId`'s recent pages (once) and answers the new list. */
export function rememberRecentPage(userId: string, name: string): string[] {
  const current = readRecentPages(userId);
  if (current[0] === name) return current;
  const next = [name, ...current.filter((other) => other !== name)].slice(0, MAX_RECENT_PAGES);
  setItem(RECENT_PAGES_KEY + userId, next);
  return next;
}
