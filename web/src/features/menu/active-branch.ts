/** The sidebar's branch of the current page. */
import { holdsPath } from './menu-patterns';
import type { MenuEntry } from './types';

/** Names of the entries from the root down to the one whose path holds `pathname` (the active branch). */
export function activeBranch(entries: readonly MenuEntry[], pathname: string): string[] {
  for (const entry of entries) {
    if (entry.href || !holdsPath(entry.path, pathname)) continue;
    return [entry.name, ...activeBranch(entry.children, pathname)];
  }
  return [];
}
