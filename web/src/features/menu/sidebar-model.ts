/** The sidebar's tree: entries from routes, as shown, and the branch of the current page. */
import { isHttpUrl } from '../../lib/safe-url';
import { isTreeNode, mapForest } from '../../lib/walk-forest';
import { MAX_ROUTE_DEPTH, holdsPath } from './menu-patterns';
import type { MenuEntry, RouteDescriptor } from './types';

/**
 * Sidebar entries from routes: hidden routes are skipped with their subtree, and an `href` is
 * kept only when it is an `http:` or `https:` URL. A plain recursive pass (at most
 * `MAX_ROUTE_DEPTH` levels, each object once), as it runs before the sidebar's first paint.
 */
export function routesToMenuEntries(routes: readonly RouteDescriptor[]): MenuEntry[] {
  return mapForest<MenuEntry>(routes, MAX_ROUTE_DEPTH, (node, _parent, mapChildren) => {
    const route = node as unknown as RouteDescriptor;
    if (!isTreeNode(route.meta) || route.meta.hidden) return undefined;
    const { title, icon, href } = route.meta;
    const entry: MenuEntry = { name: route.name, path: route.path, title, children: mapChildren(route.children) };
    if (icon) entry.icon = icon;
    if (isHttpUrl(href)) entry.href = href;
    return entry;
  });
}

/** The entries as the sidebar shows them: a parent with exactly one child shows as that child. */
export function displayEntries(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.map((entry) => {
    const only = entry.children.length === 1 ? entry.children[0] : undefined;
    const shown = only ?? entry;
    return { ...shown, children: displayEntries(shown.children) };
  });
}

/** Names of the entries from the root down to the one whose path holds `pathname` (the active branch). */
export function activeBranch(entries: readonly MenuEntry[], pathname: string): string[] {
  for (const entry of entries) {
    if (entry.href || !holdsPath(entry.path, pathname)) continue;
    return [entry.name, ...activeBranch(entry.children, pathname)];
  }
  return [];
}
