/**
 * The open tabs, stored per user in this browser: a sign-out keeps them for the same user's next
 * sign-in, and another user reads only their own. Storage can be edited by anyone, so every entry
 * is checked and a bad one is skipped.
 */
import { ROUTE_NAME_PATTERN, ROUTE_PATH_PATTERN } from '@shared/contract/patterns/menu';
import { getItem, setItem } from '@/lib/storage';
import { HOME_PATH } from '@/features/menu';
import { MAX_OPEN_TABS, type OpenTab } from './tab-list';

/** Prefix of the storage key; the user id follows. */
export const TABS_STORAGE_PREFIX = 'admin-tabs:';

/** A query string longer than this is not a list's filters: the tab is restored without it. */
const MAX_SEARCH_LENGTH = 2000;

/** The storage key of user `userId`'s tabs. */
export const tabsStorageKey = (userId: string): string => `${TABS_STORAGE_PREFIX}${userId}`;

/** Whether `path` is the fixed home tab's. */
export const isHomePath = (path: string): boolean => path === HOME_PATH;

/** A stored entry as a tab, or `undefined` when it is not one. */
function toTab(entry: unknown): OpenTab | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { path, name, search } = entry as Record<string, unknown>;
  if (
    typeof path !== 'string' ||
    !ROUTE_PATH_PATTERN.test(path) ||
    typeof name !== 'string' ||
    !ROUTE_NAME_PATTERN.test(name)
  )
    return undefined;
  const query =
    typeof search === 'string' && search.startsWith('?') && search.length <= MAX_SEARCH_LENGTH ? search : '';
  return { path, name, search: query, fixed: isHomePath(path) };
}

/** User `userId`'s stored tabs: well-formed entries, each path once, at most {@link MAX_OPEN_TABS}. */
export function readStoredTabs(userId: string): OpenTab[] {
  const stored = getItem(tabsStorageKey(userId));
  if (!Array.isArray(stored)) return [];
  const tabs = new Map<string, OpenTab>();
  for (const entry of stored as unknown[]) {
    const tab = toTab(entry);
    if (tab && !tabs.has(tab.path)) tabs.set(tab.path, tab);
    if (tabs.size === MAX_OPEN_TABS) break;
  }
  return [...tabs.values()];
}

/** Stores user `userId`'s tabs. */
export function storeTabs(userId: string, tabs: readonly OpenTab[]): void {
  setItem(
    tabsStorageKey(userId),
    tabs.map(({ path, name, search }) => ({ path, name, search })),
  );
}
