/** Pure helpers the sidebar uses on the menu's entries and route descriptors. */
import type { MenuEntry, RouteDescriptor } from '../../../features/menu/types';

/** The entries as the sidebar shows them: a parent with exactly one child shows as that child. */
export function displayEntries(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.map((entry) => {
    const only = entry.children.length === 1 ? entry.children[0] : undefined;
    const shown = only ?? entry;
    return { ...shown, children: displayEntries(shown.children) };
  });
}

function pathMatches(entryPath: string, pathname: string): boolean {
  return pathname === entryPath || pathname.startsWith(`${entryPath}/`);
}

/** Names of the entries from the root down to the one whose path holds `pathname` (the active branch). */
export function activeBranch(entries: readonly MenuEntry[], pathname: string): string[] {
  for (const entry of entries) {
    if (entry.href || !pathMatches(entry.path, pathname)) continue;
    return [entry.name, ...activeBranch(entry.children, pathname)];
  }
  return [];
}

/** The path of the route named `name`, searched depth first, or `undefined`. */
export function findRoutePath(routes: readonly RouteDescriptor[], name: string): string | undefined {
  for (const route of routes) {
    if (route.name === name) return route.path;
    const found = findRoutePath(route.children, name);
    if (found) return found;
  }
  return undefined;
}
