/**
 * The open tabs as a list, and what each command of the bar does to it. Pure: the slice applies
 * these, and the bar asks {@link neighbourAfterClosing} where to go before it closes the open tab.
 */

/** One open page. */
export interface OpenTab {
  /** The page's path, the tab's identity (a menu path has no parameters). */
  path: string;
  /** The menu route's name: its title comes from the menu, and a route the menu dropped drops the tab. */
  name: string;
  /** The query string the page last had (`?page=2`, or empty), so switching back restores it. */
  search: string;
  /** The fixed home tab: never closed. */
  fixed: boolean;
}

/** At most this many tabs stay open (each keeps its page alive); the oldest closable one goes first. */
export const MAX_OPEN_TABS = 20;

const closable = (tab: OpenTab): boolean => !tab.fixed;

/**
 * `tab` opened: a new one joins at the end (a fixed one at the front), a known one takes the new
 * query string where it stands. Past {@link MAX_OPEN_TABS}, the oldest closable tabs other than
 * `tab` close.
 */
export function openTab(tabs: readonly OpenTab[], tab: OpenTab, max = MAX_OPEN_TABS): OpenTab[] {
  const known = tabs.some((open) => open.path === tab.path);
  const next = known
    ? tabs.map((open) =>
        open.path === tab.path ? { ...open, search: tab.search, fixed: open.fixed || tab.fixed } : open,
      )
    : tab.fixed
      ? [tab, ...tabs]
      : [...tabs, tab];
  const excess = next.length - max;
  if (excess <= 0) return next;
  const oldest = new Set(next.filter((open) => closable(open) && open.path !== tab.path).slice(0, excess));
  return next.filter((open) => !oldest.has(open));
}

/** Tab `path` closed, unless it is fixed. */
export function closeTab(tabs: readonly OpenTab[], path: string): OpenTab[] {
  return tabs.filter((tab) => tab.path !== path || !closable(tab));
}

/** Every closable tab but `path` closed. */
export function closeOtherTabs(tabs: readonly OpenTab[], path: string): OpenTab[] {
  return tabs.filter((tab) => tab.path === path || !closable(tab));
}

/** Every closable tab right of `path` closed. */
export function closeTabsToRight(tabs: readonly OpenTab[], path: string): OpenTab[] {
  const index = tabs.findIndex((tab) => tab.path === path);
  return index < 0 ? [...tabs] : tabs.filter((tab, at) => at <= index || !closable(tab));
}

/** Every closable tab closed. */
export function closeAllTabs(tabs: readonly OpenTab[]): OpenTab[] {
  return tabs.filter((tab) => !closable(tab));
}

/** Where to go when tab `path` closes while open: the tab to its right, else to its left; `undefined` when none is left. */
export function neighbourAfterClosing(tabs: readonly OpenTab[], path: string): OpenTab | undefined {
  const index = tabs.findIndex((tab) => tab.path === path);
  if (index < 0) return undefined;
  return tabs[index + 1] ?? tabs[index - 1];
}

/** The URL a tab opens: its path and its own query string. */
export const tabUrl = (tab: Pick<OpenTab, 'path' | 'search'>): string => `${tab.path}${tab.search}`;
