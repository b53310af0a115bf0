import type { MenuEntry } from '@/features/menu';

/** The first in-app page at or under `entry`, in menu order (external links are not pages). */
export function firstPage(entry: MenuEntry): MenuEntry | undefined {
  if (entry.children.length === 0) return entry.href ? undefined : entry;
  for (const child of entry.children) {
    const page = firstPage(child);
    if (page) return page;
  }
  return undefined;
}

/** The mixed layout's header entries, and the page each group's entry opens (by route name). */
export interface FirstLevel {
  entries: MenuEntry[];
  pages: ReadonlyMap<string, string>;
}

/**
 * The menu's first level as the mixed layout's header shows it: a group is a link to its first
 * page, under the group's own name, title and icon (the sidebar then shows the group's children);
 * a group without an in-app page keeps its children, which fly out below it.
 */
export function firstLevel(entries: readonly MenuEntry[]): FirstLevel {
  const pages = new Map<string, string>();
  const shown = entries.map((entry) => {
    const page = entry.children.length > 0 ? firstPage(entry) : undefined;
    if (!page) return entry;
    pages.set(entry.name, page.name);
    return { ...entry, path: page.path, children: [] };
  });
  return { entries: shown, pages };
}
